<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>GameKeeper</name>
    <message numerus="yes">
        <source>Opening {file} replaces your unfinished game of {game} (%n move(s) played): only one game of each kind can be continued.</source>
        <translation>
            <numerusform>Opening {file} replaces your unfinished game of {game} (%n move played): only one game of each kind can be continued.</numerusform>
            <numerusform>Opening {file} replaces your unfinished game of {game} (%n moves played): only one game of each kind can be continued.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A new game replaces your unfinished game of {game} (%n move(s) played): only one game of each kind can be continued.</source>
        <translation>
            <numerusform>A new game replaces your unfinished game of {game} (%n move played): only one game of each kind can be continued.</numerusform>
            <numerusform>A new game replaces your unfinished game of {game} (%n moves played): only one game of each kind can be continued.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Karthedis</name>
    <message numerus="yes">
        <source>{file} holds %n card(s), but a deck holds exactly {size}.</source>
        <translation>
            <numerusform>{file} holds %n card, but a deck holds exactly {size}.</numerusform>
            <numerusform>{file} holds %n cards, but a deck holds exactly {size}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s Recall pile (%n card(s)) is removed from the game.</source>
        <translation>
            <numerusform>{player}&apos;s Recall pile (%n card) is removed from the game.</numerusform>
            <numerusform>{player}&apos;s Recall pile (%n cards) is removed from the game.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KarthedisDecks</name>
    <message numerus="yes">
        <source>The deck holds %n card(s): add {more} more to reach exactly 20.</source>
        <translation>
            <numerusform>The deck holds %n card: add {more} more to reach exactly 20.</numerusform>
            <numerusform>The deck holds %n cards: add {more} more to reach exactly 20.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KarthedisTable</name>
    <message numerus="yes">
        <source>Recall pile: %n card(s). Recalled and discarded cards lie here.</source>
        <translation>
            <numerusform>Recall pile: %n card. Recalled and discarded cards lie here.</numerusform>
            <numerusform>Recall pile: %n cards. Recalled and discarded cards lie here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your deck: %n card(s), face down.</source>
        <translation>
            <numerusform>Your deck: %n card, face down.</numerusform>
            <numerusform>Your deck: %n cards, face down.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StackMarket</name>
    <message numerus="yes">
        <source>{player} will stack {dice} on {company}; %n dice return to the reserve.</source>
        <translation>
            <numerusform>{player} will stack {dice} on {company}; %n die returns to the reserve.</numerusform>
            <numerusform>{player} will stack {dice} on {company}; %n dice return to the reserve.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice leave the game until the round ends; {left} remain in the reserve.</source>
        <translation>
            <numerusform>%n die leaves the game until the round ends; {left} remain in the reserve.</numerusform>
            <numerusform>%n dice leave the game until the round ends; {left} remain in the reserve.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StackMarketTable</name>
    <message numerus="yes">
        <source>↓ %n floor(s) below</source>
        <translation>
            <numerusform>↓ %n floor below</numerusform>
            <numerusform>↓ %n floors below</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The building is too tall to show whole at a readable size: its top floors show, where the next die goes; %n floor(s) below are not drawn. Its height is on the height board.</source>
        <translation>
            <numerusform>The building is too tall to show whole at a readable size: its top floors show, where the next die goes; %n floor below is not drawn. Its height is on the height board.</numerusform>
            <numerusform>The building is too tall to show whole at a readable size: its top floors show, where the next die goes; %n floors below are not drawn. Its height is on the height board.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StockRound</name>
    <message numerus="yes">
        <source>You hold only %n share(s) of {railway}.</source>
        <translation>
            <numerusform>You hold only %n share of {railway}.</numerusform>
            <numerusform>You hold only %n shares of {railway}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{railway} has %n share(s) in its treasury to offer.</source>
        <translation>
            <numerusform>{railway} has %n share in its treasury to offer.</numerusform>
            <numerusform>{railway} has %n shares in its treasury to offer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StockRoundTable</name>
    <message numerus="yes">
        <source>%n share(s) of {railway} in the pool: drag one to your area (or click it) to buy it for {price}, one column right of the market price.</source>
        <translation>
            <numerusform>%n share of {railway} in the pool: drag it to your area (or click it) to buy it for {price}, one column right of the market price.</numerusform>
            <numerusform>%n shares of {railway} in the pool: drag one to your area (or click it) to buy it for {price}, one column right of the market price.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new share(s) of {railway}: drag one to your area (or click it) to buy it at the market price, paid to the railway.</source>
        <translation>
            <numerusform>%n new share of {railway}: drag it to your area (or click it) to buy it at the market price, paid to the railway.</numerusform>
            <numerusform>%n new shares of {railway}: drag one to your area (or click it) to buy it at the market price, paid to the railway.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n share(s) in {railway}&apos;s treasury, {offered} offered for re-issue this round: an offered share is bought at the market price, paid to the railway.</source>
        <translation>
            <numerusform>%n share in {railway}&apos;s treasury, {offered} offered for re-issue this round: an offered share is bought at the market price, paid to the railway.</numerusform>
            <numerusform>%n shares in {railway}&apos;s treasury, {offered} offered for re-issue this round: an offered share is bought at the market price, paid to the railway.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{seller} sells %n share(s) of {railway} at {price}.</source>
        <translation>
            <numerusform>{seller} sells %n share of {railway} at {price}.</numerusform>
            <numerusform>{seller} sells %n shares of {railway} at {price}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n share(s) of {railway} on offer at {price}: when you are asked, drag one to your area (or click it) to buy it.</source>
        <translation>
            <numerusform>%n share of {railway} on offer at {price}: when you are asked, drag it to your area (or click it) to buy it.</numerusform>
            <numerusform>%n shares of {railway} on offer at {price}: when you are asked, drag one to your area (or click it) to buy it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} holds %n certificate(s); the limit is {limit}.</source>
        <translation>
            <numerusform>{player} holds %n certificate; the limit is {limit}.</numerusform>
            <numerusform>{player} holds %n certificates; the limit is {limit}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Stockpile</name>
    <message numerus="yes">
        <source>Illicit Ivan: {player} draws %n more strategy card(s).</source>
        <translation>
            <numerusform>Illicit Ivan: {player} draws %n more strategy card.</numerusform>
            <numerusform>Illicit Ivan: {player} draws %n more strategy cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Royal Robins: {player} draws %n card(s) for the stockpiles.</source>
        <translation>
            <numerusform>Royal Robins: {player} draws %n card for the stockpiles.</numerusform>
            <numerusform>Royal Robins: {player} draws %n cards for the stockpiles.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StockpileTable</name>
    <message numerus="yes">
        <source>%n of your card(s) left to place.</source>
        <translation>
            <numerusform>%n card left to place.</numerusform>
            <numerusform>%n cards left to place.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TakeStockTable</name>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{company}: cards {values}, %n share(s)</source>
        <translation>
            <numerusform>{company}: cards {values}, %n share</numerusform>
            <numerusform>{company}: cards {values}, %n shares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{company}: %n share(s), worth {p} points at today&apos;s value</source>
        <translation>
            <numerusform>{company}: %n share, worth {p} points at today&apos;s value</numerusform>
            <numerusform>{company}: %n shares, worth {p} points at today&apos;s value</numerusform>
        </translation>
    </message>
</context>
</TS>
