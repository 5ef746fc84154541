<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AI</name>
    <message>
        <source>{move}: looks best at a glance ({pct}% estimated chance to win)</source>
        <translation>{move}: parece a melhor à primeira vista ({pct}% de chance estimada de vitória)</translation>
    </message>
    <message>
        <source>{move}: won {pct}% of {n} simulated continuations</source>
        <translation>{move}: venceu {pct}% de {n} continuações simuladas</translation>
    </message>
    <message>
        <source>{move}: the only possible move</source>
        <translation>{move}: a única jogada possível</translation>
    </message>
    <message>
        <source>{move}: picked at random</source>
        <translation>{move}: escolhida ao acaso</translation>
    </message>
</context>
<context>
    <name>About</name>
    <message>
        <source>About Tabletop Exchange</source>
        <translation>Sobre o Tabletop Exchange</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop Exchange {version}&lt;/h3&gt;&lt;p&gt;Stock-market tabletop games against computer opponents, with move hints and practice mode.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tabletop Exchange {version}&lt;/h3&gt;&lt;p&gt;Jogos de tabuleiro do mercado de ações contra adversários controlados pelo computador, com dicas de jogadas e modo de treino.&lt;/p&gt;&lt;p&gt;Software livre sob a licença MIT.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>An unfinished game saved automatically could not be restored: {reason} The file was moved aside as {aside} in {folder}.</source>
        <translation>Não foi possível restaurar um jogo inacabado salvo automaticamente: {reason} O arquivo foi renomeado para {aside} em {folder}.</translation>
    </message>
    <message>
        <source>An unfinished game saved automatically could not be restored: {reason} It could not be moved aside either: please remove {file} from {folder}.</source>
        <translation>Não foi possível restaurar um jogo inacabado salvo automaticamente: {reason} Também não foi possível renomear o arquivo: remova {file} de {folder}.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>and {n} more</source>
        <translation>e mais {n}</translation>
    </message>
    <message>
        <source>{group} ({choices})</source>
        <translation>{group} ({choices})</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>regra</translation>
    </message>
    <message>
        <source>You may:</source>
        <translation>Você pode:</translation>
    </message>
    <message>
        <source>Not allowed: {reason}</source>
        <translation>Não permitido: {reason}</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Dica: {reason}</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Treinador</translation>
    </message>
    <message>
        <source>Show a hint (F1)</source>
        <translation>Mostrar uma dica (F1)</translation>
    </message>
    <message>
        <source>The strongest computer player suggests a move and says why</source>
        <translation>O jogador do computador mais forte sugere uma jogada e explica por quê</translation>
    </message>
</context>
<context>
    <name>Core</name>
    <message>
        <source>That move is not possible now.</source>
        <translation>Essa jogada não é possível agora.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Não é a sua vez.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Não há nada para desfazer.</translation>
    </message>
    <message>
        <source>Undo stops here: the move after it showed you a hidden card.</source>
        <translation>O desfazer para aqui: a jogada seguinte mostrou a você uma carta oculta.</translation>
    </message>
    <message>
        <source>Undo stops here: another player at this screen has moved since.</source>
        <translation>O desfazer para aqui: outro jogador nesta tela jogou depois disso.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Não há nada para refazer.</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>Tabletop Exchange games (*.ttx)</source>
        <translation>Jogos do Tabletop Exchange (*.ttx)</translation>
    </message>
    <message>
        <source>Tabletop Exchange game</source>
        <translation>Jogo do Tabletop Exchange</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low} a {high} jogadores</translation>
    </message>
    <message>
        <source>&amp;Play {game}</source>
        <translation>&amp;Jogar {game}</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>Unfinished game, saved {when}</source>
        <translation>Jogo inacabado de {when}</translation>
    </message>
    <message>
        <source>Players: {names}; moves played: {moves}</source>
        <translation>Jogadores: {names}; jogadas feitas: {moves}</translation>
    </message>
    <message>
        <source>Go on with the unfinished game of {game}</source>
        <translation>Continuar o jogo de {game} inacabado</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Em breve</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <source>Choose a game</source>
        <translation>Escolha um jogo</translation>
    </message>
    <message>
        <source>&amp;Back to the game in progress</source>
        <translation>&amp;Voltar ao jogo em andamento</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Wait for your turn: the table shows another player&apos;s view.</source>
        <translation>Aguarde a sua vez: a mesa mostra a visão de outro jogador.</translation>
    </message>
    <message>
        <source>A hint is available when it is your turn.</source>
        <translation>Uma dica fica disponível quando for a sua vez.</translation>
    </message>
    <message>
        <source>The computer player failed: {error}</source>
        <translation>O jogador do computador falhou: {error}</translation>
    </message>
    <message>
        <source>The computer player chose an impossible move: {reason}</source>
        <translation>O jogador do computador escolheu uma jogada impossível: {reason}</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message numerus="yes">
        <source>Opening {file} replaces your unfinished game of {game} (%n move(s) played): only one game of each kind can be continued.</source>
        <translation>
            <numerusform>Abrir {file} substitui seu jogo de {game} inacabado (%n jogada feita): só é possível continuar um jogo de cada tipo.</numerusform>
            <numerusform>Abrir {file} substitui seu jogo de {game} inacabado (%n jogadas feitas): só é possível continuar um jogo de cada tipo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A new game replaces your unfinished game of {game} (%n move(s) played): only one game of each kind can be continued.</source>
        <translation>
            <numerusform>Um novo jogo substitui seu jogo de {game} inacabado (%n jogada feita): só é possível continuar um jogo de cada tipo.</numerusform>
            <numerusform>Um novo jogo substitui seu jogo de {game} inacabado (%n jogadas feitas): só é possível continuar um jogo de cada tipo.</numerusform>
        </translation>
    </message>
    <message>
        <source>The unfinished game counts as lost in your statistics.</source>
        <translation>O jogo inacabado conta como derrota nas suas estatísticas.</translation>
    </message>
    <message>
        <source>Open it anyway?</source>
        <translation>Abrir mesmo assim?</translation>
    </message>
    <message>
        <source>Start a new game anyway?</source>
        <translation>Começar um novo jogo mesmo assim?</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>Hint: {reason}</source>
        <translation>Dica: {reason}</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jogadores</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Registro do jogo</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Auctions of stockpiles, insider forecasts and expansion modules.</source>
        <translation>Leilões de Pilhas de Ações, previsões de informação privilegiada e módulos de expansão.</translation>
    </message>
    <message>
        <source>Stack dice into buildings that may collapse.</source>
        <translation>Empilhe dados em prédios que podem desabar.</translation>
    </message>
    <message>
        <source>An 18xx stock round in a compact 18xx game.</source>
        <translation>Uma rodada de ações de 18xx num jogo 18xx compacto.</translation>
    </message>
    <message>
        <source>Trade cats&apos; cards for five resources.</source>
        <translation>Troque cartas de gatos por cinco recursos.</translation>
    </message>
    <message>
        <source>Raise share prices, secure certificates and play market events over four rounds.</source>
        <translation>Aumente cotações, guarde certificados e jogue eventos de mercado ao longo de quatro rodadas.</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>Pass the screen to {name}</source>
        <translation>Passe a tela para {name}</translation>
    </message>
    <message>
        <source>The other players should look away now.</source>
        <translation>Os outros jogadores devem desviar o olhar agora.</translation>
    </message>
    <message>
        <source>I am {name}: &amp;Ready</source>
        <translation>Eu sou {name}: &amp;Pronto</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>{term} is about {amount} higher</source>
        <translation>{term} fica cerca de {amount} maior</translation>
    </message>
    <message>
        <source>{term} is about {amount} lower</source>
        <translation>{term} fica cerca de {amount} menor</translation>
    </message>
    <message>
        <source>{term} is higher</source>
        <translation>{term} fica maior</translation>
    </message>
    <message>
        <source>{term} is lower</source>
        <translation>{term} fica menor</translation>
    </message>
    <message>
        <source>{move}: compared with {other}, {clause}.</source>
        <translation>{move}: comparado com {other}, {clause}.</translation>
    </message>
    <message>
        <source>{move}: compared with {other}, {clause} and {clause2}.</source>
        <translation>{move}: comparado com {other}, {clause} e {clause2}.</translation>
    </message>
    <message>
        <source>{move}: compared with {other}, {clause}, though {clause2}.</source>
        <translation>{move}: comparado com {other}, {clause}, embora {clause2}.</translation>
    </message>
    <message>
        <source>{move}: better in the long run than {other}, though for now {clause}.</source>
        <translation>{move}: melhor a longo prazo do que {other}, embora por enquanto {clause}.</translation>
    </message>
    <message>
        <source>{move}: better in the long run than {other}; {term} stays at about {amount}.</source>
        <translation>{move}: melhor a longo prazo do que {other}; {term} fica em cerca de {amount}.</translation>
    </message>
    <message>
        <source>Any of these is fine: {moves}; either way, {term} is about {amount}.</source>
        <translation>Qualquer um serve: {moves}; de todo modo, {term} fica em cerca de {amount}.</translation>
    </message>
    <message>
        <source>{easy} looks tempting, but then {clause}.</source>
        <translation>{easy} parece tentador, mas aí {clause}.</translation>
    </message>
    <message>
        <source>{move}: the only possible move; {term} stands at about {amount}.</source>
        <translation>{move}: a única jogada possível; {term} está em cerca de {amount}.</translation>
    </message>
    <message>
        <source>{reason} ({pct}% chance to win)</source>
        <translation>{reason} ({pct}% de chance de vencer)</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first} {second}</translation>
    </message>
    <message>
        <source>{a} or {b}</source>
        <translation>{a} ou {b}</translation>
    </message>
    <message>
        <source>What a hint would have told {player}: compared with the best other choice, {clause}.</source>
        <translation>O que uma dica teria dito a {player}: comparado com a melhor outra opção, {clause}.</translation>
    </message>
    <message>
        <source>What a hint would have told {player}: better in the long run than the best other choice, though for now {clause}.</source>
        <translation>O que uma dica teria dito a {player}: melhor a longo prazo do que a melhor outra opção, embora por enquanto {clause}.</translation>
    </message>
    <message>
        <source>What a hint would have told {player}: about as good as the other choices; {term} stays at about {amount}.</source>
        <translation>O que uma dica teria dito a {player}: quase tão bom quanto as outras opções; {term} fica em cerca de {amount}.</translation>
    </message>
    <message>
        <source>{player} had no other choice.</source>
        <translation>{player} não tinha outra opção.</translation>
    </message>
    <message>
        <source>What a hint would have told {player}: about as good as the other choices.</source>
        <translation>O que uma dica teria dito a {player}: quase tão bom quanto as outras opções.</translation>
    </message>
    <message>
        <source>{n} points</source>
        <translation>{n} pontos</translation>
    </message>
    <message>
        <source>${n}</source>
        <translation>US$ {n}</translation>
    </message>
    <message>
        <source>${n}K</source>
        <translation>${n}K</translation>
    </message>
    <message>
        <source>{n}</source>
        <translation>{n}</translation>
    </message>
    <message>
        <source>{n}%</source>
        <translation>{n}%</translation>
    </message>
    <message>
        <source>your progress towards your victory condition</source>
        <translation>seu progresso rumo à sua condição de vitória</translation>
    </message>
    <message>
        <source>the progress your leading bids would add</source>
        <translation>o progresso que seus lances na liderança trariam</translation>
    </message>
    <message>
        <source>the number of cards in your hand</source>
        <translation>o número de cartas na sua mão</translation>
    </message>
    <message>
        <source>your standing bonus from calls and the recall pile</source>
        <translation>seu bônus de Convocações e da pilha de Retirada</translation>
    </message>
    <message>
        <source>the number of cards in your deck</source>
        <translation>o número de cartas no seu baralho</translation>
    </message>
    <message>
        <source>the progress of {player} towards victory</source>
        <translation>o progresso de {player} rumo à vitória</translation>
    </message>
    <message>
        <source>your money</source>
        <translation>seu dinheiro</translation>
    </message>
    <message>
        <source>your expected income from {company} at the round&apos;s end</source>
        <translation>sua renda esperada de {company} no fim da rodada</translation>
    </message>
    <message>
        <source>the risk that the takeover of {company} fails</source>
        <translation>o risco de a aquisição de {company} falhar</translation>
    </message>
    <message>
        <source>the risk of paying for a collapse of {company}</source>
        <translation>o risco de pagar por um desabamento de {company}</translation>
    </message>
    <message>
        <source>the bonus of the highest building card</source>
        <translation>o bônus da carta do prédio mais alto</translation>
    </message>
    <message>
        <source>the bonus of the highest building card (yours)</source>
        <translation>o bônus da carta do prédio mais alto (a sua)</translation>
    </message>
    <message>
        <source>the bonus of the highest building card (held by {player})</source>
        <translation>o bônus da carta do prédio mais alto (com {player})</translation>
    </message>
    <message>
        <source>the projected money of {player}</source>
        <translation>o dinheiro previsto de {player}</translation>
    </message>
    <message>
        <source>your cash</source>
        <translation>seu dinheiro</translation>
    </message>
    <message>
        <source>the value of your {railway} shares</source>
        <translation>o valor das suas ações da {railway}</translation>
    </message>
    <message>
        <source>the value of your {railway} shares ({count} to {player}&apos;s {other}: you direct it)</source>
        <translation>o valor das suas ações da {railway} ({count} contra {other} de {player}: você é o presidente)</translation>
    </message>
    <message>
        <source>the value of your {railway} shares ({count} to director {player}&apos;s {other})</source>
        <translation>o valor das suas ações da {railway} ({count} contra {other} do presidente {player})</translation>
    </message>
    <message>
        <source>what your shares on offer fetch</source>
        <translation>o que suas ações à venda rendem</translation>
    </message>
    <message>
        <source>what {railway}&apos;s next train may cost you as its director</source>
        <translation>o que o próximo trem da {railway} pode lhe custar como presidente</translation>
    </message>
    <message>
        <source>the projected worth of {player}</source>
        <translation>o patrimônio previsto de {player}</translation>
    </message>
    <message>
        <source>the expected value of your {company} shares</source>
        <translation>o valor esperado das suas ações da {company}</translation>
    </message>
    <message>
        <source>the number of Boom/Bust cards you keep for later</source>
        <translation>o número de cartas Boom/Bust que você guarda para depois</translation>
    </message>
    <message>
        <source>the value of your notes</source>
        <translation>o valor das suas Cartas Promissórias</translation>
    </message>
    <message>
        <source>your commodity bonus less taxes</source>
        <translation>seu bônus de commodities menos Impostos</translation>
    </message>
    <message>
        <source>your unpaid fees</source>
        <translation>suas taxas de negociação não pagas</translation>
    </message>
    <message>
        <source>your {company} majority bonus (ahead of {player})</source>
        <translation>seu bônus de maioria da {company} (à frente de {player})</translation>
    </message>
    <message>
        <source>your share of the {company} majority bonus (tied with {player})</source>
        <translation>sua parte do bônus de maioria da {company} (empate com {player})</translation>
    </message>
    <message>
        <source>the expected value of your face-down shares</source>
        <translation>o valor esperado das suas ações viradas para baixo</translation>
    </message>
    <message>
        <source>the worth of your leading bids over their price</source>
        <translation>o valor dos seus lances na liderança acima do preço</translation>
    </message>
    <message>
        <source>the projected fortune of {player}</source>
        <translation>a fortuna prevista de {player}</translation>
    </message>
    <message>
        <source>your score so far</source>
        <translation>sua pontuação até agora</translation>
    </message>
    <message>
        <source>the value of your {company} certificates</source>
        <translation>o valor dos seus certificados da {company}</translation>
    </message>
    <message>
        <source>what your stock options should still bring</source>
        <translation>o que suas opções ainda devem render</translation>
    </message>
    <message>
        <source>the number of your secured event cards</source>
        <translation>o número das suas cartas de evento guardadas</translation>
    </message>
    <message>
        <source>the projected score of {player}</source>
        <translation>a pontuação prevista de {player}</translation>
    </message>
</context>
<context>
    <name>Karthedis</name>
    <message>
        <source>Recall</source>
        <translation>Retirada</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Convocação</translation>
    </message>
    <message>
        <source>Remove from the game</source>
        <translation>Remover do jogo</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Mobilização</translation>
    </message>
    <message>
        <source>Expertise</source>
        <translation>Perícia</translation>
    </message>
    <message>
        <source>Intervene</source>
        <translation>Intervenção</translation>
    </message>
    <message>
        <source>Speculate</source>
        <translation>Especulação</translation>
    </message>
    <message>
        <source>Deploy – draw two cards, then choose a card from your hand and discard it.</source>
        <translation>Mobilização – compre duas cartas, depois escolha uma carta da sua mão e descarte-a.</translation>
    </message>
    <message>
        <source>Expertise – doubles this card&apos;s trade value.</source>
        <translation>Perícia – dobra o valor de troca desta carta.</translation>
    </message>
    <message>
        <source>Intervene – a face-down card at a resource goes back to its owner&apos;s hand.</source>
        <translation>Intervenção – uma carta virada para baixo em um recurso volta para a mão do seu dono.</translation>
    </message>
    <message>
        <source>Recall – while this card lies in your Recall pile, your trade total at every resource where you have a card is 1 higher.</source>
        <translation>Retirada – enquanto esta carta estiver na sua pilha de Retirada, o seu total de troca em cada recurso onde tem uma carta é 1 maior.</translation>
    </message>
    <message>
        <source>Recall – remove another player&apos;s Recall pile from the game.</source>
        <translation>Retirada – remova do jogo a pilha de Retirada de outro jogador.</translation>
    </message>
    <message>
        <source>Call – while this card is in play, your trade total at every resource where you have a card is 2 higher.</source>
        <translation>Convocação – enquanto esta carta estiver em jogo, o seu total de troca em cada recurso onde tem uma carta é 2 maior.</translation>
    </message>
    <message>
        <source>Speculate – draw a card, then choose a card from your hand and discard it.</source>
        <translation>Especulação – compre uma carta, depois escolha uma carta da sua mão e descarte-a.</translation>
    </message>
    <message>
        <source>Recall – draw a card.</source>
        <translation>Retirada – compre uma carta.</translation>
    </message>
    <message>
        <source>Intervene – reveal a face-down card at a resource and remove it from the game.</source>
        <translation>Intervenção – revele uma carta virada para baixo em um recurso e remova-a do jogo.</translation>
    </message>
    <message>
        <source>Expertise – +2 trade value if no other player has a card at this resource.</source>
        <translation>Perícia – +2 de valor de troca se nenhum outro jogador tiver carta neste recurso.</translation>
    </message>
    <message>
        <source>Deploy – draw a card.</source>
        <translation>Mobilização – compre uma carta.</translation>
    </message>
    <message>
        <source>No abilities, but cheap high trade values: bid often and bid high.</source>
        <translation>Sem habilidades, mas valores de troca altos: ofereça muitas vezes e alto.</translation>
    </message>
    <message>
        <source>Card draw: dig through your deck and keep the best cards.</source>
        <translation>Compra de cartas: vasculhe o seu baralho e fique com as melhores.</translation>
    </message>
    <message>
        <source>Big bids: a face-down Persian counts twice at a resource.</source>
        <translation>Grandes ofertas: um Persa virado para baixo conta em dobro em um recurso.</translation>
    </message>
    <message>
        <source>Disruption: send a rival&apos;s bid back to their hand.</source>
        <translation>Perturbação: mande a oferta de um rival de volta para a mão dele.</translation>
    </message>
    <message>
        <source>A combo with the Recall pile: every Lynx lying there raises all your bids.</source>
        <translation>Um combo com a pilha de Retirada: cada Lince lá aumenta todas as suas ofertas.</translation>
    </message>
    <message>
        <source>The answer to Recall piles: wipe out a rival&apos;s pile and its bonuses.</source>
        <translation>A resposta às pilhas de Retirada: elimine a pilha de um rival e os seus bônus.</translation>
    </message>
    <message>
        <source>Tempo: call a Cheetah first, then every bid of the round is stronger.</source>
        <translation>Ritmo: convoque primeiro um Guepardo e cada oferta da rodada fica mais forte.</translation>
    </message>
    <message>
        <source>Patience: keep an Ocelot in hand and sift one card every round.</source>
        <translation>Paciência: guarde uma Jaguatirica na mão e filtre uma carta em cada rodada.</translation>
    </message>
    <message>
        <source>Card flow: every Sphynx that leaves play brings a new card.</source>
        <translation>Fluxo de cartas: cada Sphynx que sai de jogo traz uma carta nova.</translation>
    </message>
    <message>
        <source>Hard disruption: remove a rival&apos;s bid from the game for good.</source>
        <translation>Perturbação dura: remova de vez do jogo a oferta de um rival.</translation>
    </message>
    <message>
        <source>Go where the others are not: uncontested bids count more.</source>
        <translation>Vá onde os outros não estão: ofertas sem rival valem mais.</translation>
    </message>
    <message>
        <source>Steady hands: a Pallas&apos;s cat replaces itself when you draw it.</source>
        <translation>Mãos firmes: um Manul substitui a si mesmo quando você o compra.</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energia</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Água</translation>
    </message>
    <message>
        <source>Metal</source>
        <translation>Metal</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Alimento</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <source>Victory condition</source>
        <translation>Condição de vitória</translation>
    </message>
    <message>
        <source>Three different or two alike</source>
        <translation>Três diferentes ou dois iguais</translation>
    </message>
    <message>
        <source>Two different</source>
        <translation>Dois diferentes</translation>
    </message>
    <message>
        <source>Three different</source>
        <translation>Três diferentes</translation>
    </message>
    <message>
        <source>Four different</source>
        <translation>Quatro diferentes</translation>
    </message>
    <message>
        <source>Five different</source>
        <translation>Cinco diferentes</translation>
    </message>
    <message>
        <source>Two of one kind</source>
        <translation>Dois iguais</translation>
    </message>
    <message>
        <source>Three of one kind</source>
        <translation>Três iguais</translation>
    </message>
    <message>
        <source>Four of one kind</source>
        <translation>Quatro iguais</translation>
    </message>
    <message>
        <source>Which base resources win. The rulebook recommends three different or two alike.</source>
        <translation>Que recursos básicos dão a vitória. O livro de regras recomenda três diferentes ou dois iguais.</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Baralhos</translation>
    </message>
    <message>
        <source>Twenty random cards</source>
        <translation>Vinte cartas aleatórias</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <source>Free deck building</source>
        <translation>Construção livre de baralho</translation>
    </message>
    <message>
        <source>Random decks; the draft: take five cards, keep one, pass the rest on; or free deck building: each player picks twenty cards from the box.</source>
        <translation>Baralhos aleatórios; o draft: pegar cinco cartas, ficar com uma e passar o resto adiante; ou a construção livre de baralho: cada jogador escolhe vinte cartas da caixa.</translation>
    </message>
    <message>
        <source>Allow more copies than one box holds</source>
        <translation>Permitir mais cópias do que há em uma caixa</translation>
    </message>
    <message>
        <source>Free deck building only. The rulebook: it is possible to buy the game more than once to use more copies of a cat, but it is not recommended.</source>
        <translation>Só na construção livre de baralho. O livro de regras: é possível comprar o jogo mais de uma vez para usar mais cópias de um gato, mas isso não é recomendado.</translation>
    </message>
    <message>
        <source>Last game&apos;s winner or random</source>
        <translation>Vencedor do último jogo ou ao acaso</translation>
    </message>
    <message>
        <source>The rulebook: the oldest player in a first game, the last game&apos;s winner in a rematch. Name a seat, or let the last game or chance decide.</source>
        <translation>O livro de regras: o jogador mais velho no primeiro jogo, o vencedor do último jogo em uma revanche. Escolha um lugar, ou deixe o último jogo ou o acaso decidir.</translation>
    </message>
    <message>
        <source>Deploy cards: show and use them when drawn</source>
        <translation>Cartas de Mobilização: mostrá-las e usá-las ao comprar</translation>
    </message>
    <message>
        <source>Every player&apos;s starting choice for the cards with Deploy they draw: show and use them at once, or keep them hidden. Each player may change their own choice on any of their turns; the others never learn it.</source>
        <translation>A escolha inicial de cada jogador para as cartas de Mobilização que comprar: mostrá-las e usá-las na hora, ou mantê-las ocultas. Cada jogador pode mudar a própria escolha em qualquer vez sua; os outros nunca ficam sabendo.</translation>
    </message>
    <message>
        <source>First market leader</source>
        <translation>Primeiro líder de mercado</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Ao acaso</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>no sentido horário</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>no sentido anti-horário</translation>
    </message>
    <message>
        <source>Draft, packet {round}: everyone takes five cards, keeps one and passes {way}.</source>
        <translation>Draft, pacote {round}: cada um pega cinco cartas, fica com uma e passa {way}.</translation>
    </message>
    <message>
        <source>The packets are passed on {way}.</source>
        <translation>Os pacotes são passados {way}.</translation>
    </message>
    <message>
        <source>{player} keeps a card.</source>
        <translation>{player} fica com uma carta.</translation>
    </message>
    <message>
        <source>You keep {card}.</source>
        <translation>Você fica com {card}.</translation>
    </message>
    <message>
        <source>Every deck holds 20 cards; everyone takes five (no ability triggers).</source>
        <translation>Cada baralho tem 20 cartas; cada um pega cinco (nenhuma habilidade é ativada).</translation>
    </message>
    <message>
        <source>Round {round}, preparation phase: {player} is the market leader.</source>
        <translation>Rodada {round}, fase de preparação: {player} é o líder de mercado.</translation>
    </message>
    <message>
        <source>{player} draws a card.</source>
        <translation>{player} compra uma carta.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Você compra {card}.</translation>
    </message>
    <message>
        <source>{player}&apos;s deck is empty: no card is drawn.</source>
        <translation>O baralho de {player} está vazio: nenhuma carta é comprada.</translation>
    </message>
    <message>
        <source>{player} shows {card}: Deploy.</source>
        <translation>{player} mostra {card}: Mobilização.</translation>
    </message>
    <message>
        <source>You draw {card} and keep it hidden (your choice: no Deploy).</source>
        <translation>Você compra {card} e a mantém oculta (sua escolha: sem Mobilização).</translation>
    </message>
    <message>
        <source>{player} changes a setting.</source>
        <translation>{player} muda uma configuração.</translation>
    </message>
    <message>
        <source>From now on you show each card with Deploy you draw and use it.</source>
        <translation>A partir de agora você mostra cada carta de Mobilização que comprar e a usa.</translation>
    </message>
    <message>
        <source>From now on you keep the cards with Deploy you draw hidden.</source>
        <translation>A partir de agora você mantém ocultas as cartas de Mobilização que comprar.</translation>
    </message>
    <message>
        <source>{player} shows {card}: Speculate.</source>
        <translation>{player} mostra {card}: Especulação.</translation>
    </message>
    <message>
        <source>{player} discards {card} to the Recall pile.</source>
        <translation>{player} descarta {card} para a pilha de Retirada.</translation>
    </message>
    <message>
        <source>{card} is recalled to {player}&apos;s Recall pile.</source>
        <translation>{card} é retirada para a pilha de Retirada de {player}.</translation>
    </message>
    <message>
        <source>First call phase: everyone plays a card face down (pass) or face up.</source>
        <translation>Primeira fase de convocação: cada um joga uma carta virada para baixo (passar) ou para cima.</translation>
    </message>
    <message>
        <source>{player} has no card to play and passes.</source>
        <translation>{player} não tem carta para jogar e passa.</translation>
    </message>
    <message>
        <source>{player} plays a card face down and passes.</source>
        <translation>{player} joga uma carta virada para baixo e passa.</translation>
    </message>
    <message>
        <source>{player} plays {card} face up.</source>
        <translation>{player} joga {card} virada para cima.</translation>
    </message>
    <message>
        <source>{card} has Call: it stays in play until the round ends.</source>
        <translation>{card} tem Convocação: fica em jogo até o fim da rodada.</translation>
    </message>
    <message>
        <source>{player} passed: the face-down card leaves the game, two cards are drawn.</source>
        <translation>{player} passou: a carta virada para baixo sai do jogo, compram-se duas cartas.</translation>
    </message>
    <message>
        <source>Trade phase: place cards face down at the resources, in turns.</source>
        <translation>Fase de comércio: cada um coloca, um de cada vez, cartas viradas para baixo nos recursos.</translation>
    </message>
    <message>
        <source>{player} places a card face down at {resource}.</source>
        <translation>{player} coloca uma carta virada para baixo em {resource}.</translation>
    </message>
    <message>
        <source>You place {card} face down at {resource}.</source>
        <translation>Você coloca {card} virada para baixo em {resource}.</translation>
    </message>
    <message>
        <source>{player} intervenes with {card} against a card at {resource}.</source>
        <translation>{player} intervém com {card} contra uma carta em {resource}.</translation>
    </message>
    <message>
        <source>The card goes back to {player}&apos;s hand.</source>
        <translation>A carta volta para a mão de {player}.</translation>
    </message>
    <message>
        <source>{card} is revealed and removed from the game.</source>
        <translation>{card} é revelada e removida do jogo.</translation>
    </message>
    <message>
        <source>{player} lays {card} face up and sits out this trade phase.</source>
        <translation>{player} põe {card} virada para cima e fica de fora desta fase de comércio.</translation>
    </message>
    <message>
        <source>{player} plays no more cards.</source>
        <translation>{player} não joga mais cartas.</translation>
    </message>
    <message>
        <source>{player} reveals {card} at {resource}.</source>
        <translation>{player} revela {card} em {resource}.</translation>
    </message>
    <message>
        <source>Expertise: {card}&apos;s ability counts now.</source>
        <translation>Perícia: a habilidade de {card} conta agora.</translation>
    </message>
    <message>
        <source>{player} wins {resource} with a trade total of {total}.</source>
        <translation>{player} ganha {resource} com um total de troca de {total}.</translation>
    </message>
    <message>
        <source>Nobody wins {resource}: the highest trade totals are tied at {total}.</source>
        <translation>Ninguém ganha {resource}: os maiores totais de troca empatam em {total}.</translation>
    </message>
    <message>
        <source>Several players meet the victory condition at once: the most cards in hand wins.</source>
        <translation>Vários jogadores cumprem a condição de vitória ao mesmo tempo: ganha quem tem mais cartas na mão.</translation>
    </message>
    <message>
        <source>{player} wins the game.</source>
        <translation>{player} ganha o jogo.</translation>
    </message>
    <message>
        <source>Second call phase: everyone may play up to two cards face up.</source>
        <translation>Segunda fase de convocação: cada um pode jogar até duas cartas viradas para cima.</translation>
    </message>
    <message>
        <source>{player} plays no more cards this phase.</source>
        <translation>{player} não joga mais cartas nesta fase.</translation>
    </message>
    <message>
        <source>No resources are left: the game ends, the most resources win.</source>
        <translation>Não restam recursos: o jogo acaba, ganha quem tiver mais recursos.</translation>
    </message>
    <message>
        <source>Nobody has a card left to play: the game ends, the most resources win.</source>
        <translation>Ninguém tem cartas para jogar: o jogo acaba, ganha quem tiver mais recursos.</translation>
    </message>
    <message>
        <source>You draw a card.</source>
        <translation>Você compra uma carta.</translation>
    </message>
    <message>
        <source>You keep a card.</source>
        <translation>Você fica com uma carta.</translation>
    </message>
    <message>
        <source>You win the game.</source>
        <translation>Você ganha o jogo.</translation>
    </message>
    <message>
        <source>An ability asks for a discard: choose a card from your hand first.</source>
        <translation>Uma habilidade pede um descarte: escolha primeiro uma carta da sua mão.</translation>
    </message>
    <message>
        <source>Recall ability: choose whose Recall pile is removed from the game first.</source>
        <translation>Habilidade de Retirada: escolha primeiro de quem é a pilha de Retirada removida do jogo.</translation>
    </message>
    <message>
        <source>Deploy: your standing choice for the cards you draw is already that.</source>
        <translation>Mobilização: sua escolha para as cartas compradas já é essa.</translation>
    </message>
    <message>
        <source>Show and use the cards with Deploy you draw</source>
        <translation>Mostrar e usar as cartas de Mobilização compradas</translation>
    </message>
    <message>
        <source>Keep the cards with Deploy you draw hidden</source>
        <translation>Manter ocultas as cartas de Mobilização compradas</translation>
    </message>
    <message>
        <source>Your choice for cards with Deploy</source>
        <translation>Sua escolha para as cartas de Mobilização</translation>
    </message>
    <message>
        <source>No ability asks for that now.</source>
        <translation>Nenhuma habilidade pede isso agora.</translation>
    </message>
    <message>
        <source>{resource}, first pile</source>
        <translation>{resource}, primeira pilha</translation>
    </message>
    <message>
        <source>{resource}, second pile</source>
        <translation>{resource}, segunda pilha</translation>
    </message>
    <message>
        <source>{resource}, third pile</source>
        <translation>{resource}, terceira pilha</translation>
    </message>
    <message>
        <source>{resource}, fourth pile</source>
        <translation>{resource}, quarta pilha</translation>
    </message>
    <message>
        <source>{resource}, fifth pile</source>
        <translation>{resource}, quinta pilha</translation>
    </message>
    <message>
        <source>{resource}, sixth pile</source>
        <translation>{resource}, sexta pilha</translation>
    </message>
    <message>
        <source>{resource}, seventh pile</source>
        <translation>{resource}, sétima pilha</translation>
    </message>
    <message>
        <source>{resource}, eighth pile</source>
        <translation>{resource}, oitava pilha</translation>
    </message>
    <message>
        <source>{resource}, ninth pile</source>
        <translation>{resource}, nona pilha</translation>
    </message>
    <message>
        <source>{resource}, tenth pile</source>
        <translation>{resource}, décima pilha</translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s Recall pile (%n card(s)) is removed from the game.</source>
        <translation>
            <numerusform>A pilha de Retirada de {player} (%n carta) é removida do jogo.</numerusform>
            <numerusform>A pilha de Retirada de {player} (%n cartas) é removida do jogo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Draft: that card is not in the packet you hold.</source>
        <translation>Draft: essa carta não está no pacote que você tem.</translation>
    </message>
    <message>
        <source>The draft comes first: keep a card of your packet.</source>
        <translation>Primeiro o draft: fique com uma carta do seu pacote.</translation>
    </message>
    <message>
        <source>The draft is over.</source>
        <translation>O draft terminou.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Essa carta não está na sua mão.</translation>
    </message>
    <message>
        <source>Speculate is used only in the preparation phase, at the start of a round.</source>
        <translation>A Especulação só se usa na fase de preparação, no início de uma rodada.</translation>
    </message>
    <message>
        <source>A card is played face down (a pass) only in the first call phase.</source>
        <translation>Só se joga uma carta virada para baixo (passar) na primeira fase de convocação.</translation>
    </message>
    <message>
        <source>Only the second call phase lets you play no card: the first asks for one.</source>
        <translation>Só a segunda fase de convocação permite não jogar: a primeira pede uma carta.</translation>
    </message>
    <message>
        <source>Cards go to the resources only in the trade phase.</source>
        <translation>As cartas só vão para os recursos na fase de comércio.</translation>
    </message>
    <message>
        <source>Intervene cards are played only in the trade phase, on your turn.</source>
        <translation>As cartas de Intervenção só se jogam na fase de comércio, na sua vez.</translation>
    </message>
    <message>
        <source>Cards are played face up only in the call phases.</source>
        <translation>As cartas só se jogam viradas para cima nas fases de convocação.</translation>
    </message>
    <message>
        <source>{card} has no Speculate ability.</source>
        <translation>{card} não tem a habilidade Especulação.</translation>
    </message>
    <message>
        <source>Speculate: only a card that was in your hand when the round began may be used; {card} was drawn this round.</source>
        <translation>Especulação: só uma carta que estava na sua mão no início da rodada pode ser usada; {card} foi comprada nesta rodada.</translation>
    </message>
    <message>
        <source>Intervene: cards with this ability can be played face up only in the trade phase, on their player&apos;s turn; {card} cannot be played face up now.</source>
        <translation>Intervenção: cartas com essa habilidade só podem ser jogadas viradas para cima na fase de comércio, na vez do seu jogador; {card} não pode ser jogada virada para cima agora.</translation>
    </message>
    <message>
        <source>{card} has already speculated this round.</source>
        <translation>{card} já especulou nesta rodada.</translation>
    </message>
    <message>
        <source>In the second call phase you play at most two cards.</source>
        <translation>Na segunda fase de convocação você joga no máximo duas cartas.</translation>
    </message>
    <message>
        <source>You passed in the first call phase: in this trade phase you may only intervene.</source>
        <translation>Você passou na primeira fase de convocação: nesta fase de comércio você só pode intervir.</translation>
    </message>
    <message>
        <source>There is no resource at that place.</source>
        <translation>Não há recurso nesse lugar.</translation>
    </message>
    <message>
        <source>You may sit out only on your first turn of the trade phase.</source>
        <translation>Só pode ficar de fora na sua primeira vez da fase de comércio.</translation>
    </message>
    <message>
        <source>{card} has no Intervene ability.</source>
        <translation>{card} não tem a habilidade Intervenção.</translation>
    </message>
    <message>
        <source>Intervene targets another player&apos;s face-down card at a resource.</source>
        <translation>A Intervenção visa uma carta virada para baixo de outro jogador em um recurso.</translation>
    </message>
    <message>
        <source>That move is not possible at this moment.</source>
        <translation>Essa jogada não é possível neste momento.</translation>
    </message>
    <message>
        <source>Keep {card}</source>
        <translation>Ficar com {card}</translation>
    </message>
    <message>
        <source>Speculate with {card}</source>
        <translation>Especular com {card}</translation>
    </message>
    <message>
        <source>Speculate no more</source>
        <translation>Não especular mais</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <source>Play {card} face down and pass</source>
        <translation>Jogar {card} virada para baixo e passar</translation>
    </message>
    <message>
        <source>Play {card} face up</source>
        <translation>Jogar {card} virada para cima</translation>
    </message>
    <message>
        <source>Play no more cards</source>
        <translation>Não jogar mais cartas</translation>
    </message>
    <message>
        <source>Place {card} at {resource}</source>
        <translation>Colocar {card} em {resource}</translation>
    </message>
    <message>
        <source>Intervene with {card} against {player}&apos;s card at {resource}</source>
        <translation>Intervir com {card} contra a carta de {player} em {resource}</translation>
    </message>
    <message>
        <source>Sit out the trade phase, laying {card} face up</source>
        <translation>Ficar de fora da fase de comércio, pondo {card} virada para cima</translation>
    </message>
    <message>
        <source>Play no more cards this trade phase</source>
        <translation>Não jogar mais cartas nesta fase de comércio</translation>
    </message>
    <message>
        <source>Remove {player}&apos;s Recall pile from the game</source>
        <translation>Remover do jogo a pilha de Retirada de {player}</translation>
    </message>
    <message>
        <source>Keep a card of the packet</source>
        <translation>Ficar com uma carta do pacote</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Descartar uma carta</translation>
    </message>
    <message>
        <source>Pass with a face-down card</source>
        <translation>Passar com uma carta virada para baixo</translation>
    </message>
    <message>
        <source>Play a card face up</source>
        <translation>Jogar uma carta virada para cima</translation>
    </message>
    <message>
        <source>Place a card at a resource</source>
        <translation>Colocar uma carta em um recurso</translation>
    </message>
    <message>
        <source>Sit out the trade phase</source>
        <translation>Ficar de fora da fase de comércio</translation>
    </message>
    <message>
        <source>Remove a Recall pile</source>
        <translation>Remover uma pilha de Retirada</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {detail}.</source>
        <translation>Não é possível abrir {file}: {detail}.</translation>
    </message>
    <message>
        <source>{file} is not a deck: at {size} KB it is far larger than any deck file ({limit} KB at most).</source>
        <translation>{file} não é um baralho: com {size} KB, é muito maior que qualquer arquivo de baralho ({limit} KB no máximo).</translation>
    </message>
    <message>
        <source>{file} is not a deck: it is a folder, a device or a pipe, not a file.</source>
        <translation>{file} não é um deck: é uma pasta, um dispositivo ou um pipe, não um arquivo.</translation>
    </message>
    <message>
        <source>{file} is not a deck file: it is not JSON text.</source>
        <translation>{file} não é um arquivo de baralho: não é um texto JSON.</translation>
    </message>
    <message>
        <source>{file} is not a deck file: its contents are nested far too deeply.</source>
        <translation>{file} não é um arquivo de baralho: o conteúdo está aninhado fundo demais.</translation>
    </message>
    <message>
        <source>{file} is not a Karthedis deck.</source>
        <translation>{file} não é um baralho de Karthedis.</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of Tabletop Exchange (deck format {format}).</source>
        <translation>{file} foi salvo por uma versão mais nova do Tabletop Exchange (formato de baralho {format}).</translation>
    </message>
    <message>
        <source>{file} is damaged: the deck&apos;s name is not a short line of text.</source>
        <translation>{file} está danificado: o nome do baralho não é uma linha curta de texto.</translation>
    </message>
    <message numerus="yes">
        <source>{file} holds %n card(s), but a deck holds exactly {size}.</source>
        <translation>
            <numerusform>{file} tem %n carta, mas um baralho tem exatamente {size}.</numerusform>
            <numerusform>{file} tem %n cartas, mas um baralho tem exatamente {size}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} is damaged: {card} is not a Karthedis card.</source>
        <translation>{file} está danificado: {card} não é uma carta de Karthedis.</translation>
    </message>
    <message>
        <source>The deck could not be saved to {file}: {detail}. Nothing was overwritten.</source>
        <translation>Não foi possível salvar o baralho em {file}: {detail}. Nada foi sobrescrito.</translation>
    </message>
    <message>
        <source>A deck holds exactly {size} cards; this one holds {count}.</source>
        <translation>Um baralho tem exatamente {size} cartas; este tem {count}.</translation>
    </message>
    <message>
        <source>The deck takes {card} {wanted} times, but only {left} of them are left (one box for all players).</source>
        <translation>O baralho leva {card} {wanted} vezes, mas só restam {left} (uma caixa para todos os jogadores).</translation>
    </message>
    <message>
        <source>it should hold one deck for each of the {seats} players</source>
        <translation>deveria conter um deck para cada um dos {seats} jogadores</translation>
    </message>
    <message>
        <source>{card} is not a card of the box</source>
        <translation>{card} não é uma carta da caixa</translation>
    </message>
</context>
<context>
    <name>KarthedisDecks</name>
    <message>
        <source>The deck is full: remove a card first.</source>
        <translation>O baralho está cheio: tire uma carta primeiro.</translation>
    </message>
    <message>
        <source>No copy of {card} is left.</source>
        <translation>Não resta nenhuma cópia de {card}.</translation>
    </message>
    <message>
        <source>Deck for {player}</source>
        <translation>Baralho de {player}</translation>
    </message>
    <message>
        <source>Karthedis decks (*.json)</source>
        <translation>Baralhos de Karthedis (*.json)</translation>
    </message>
    <message>
        <source>Only a deck of exactly 20 cards can be saved.</source>
        <translation>Só um baralho de exatamente 20 cartas pode ser salvo.</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Salvar baralho</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>Salvo como {file}</translation>
    </message>
    <message>
        <source>Load deck</source>
        <translation>Abrir baralho</translation>
    </message>
    <message>
        <source>Loaded {file}</source>
        <translation>{file} aberto</translation>
    </message>
    <message>
        <source>Cards in the deck: exactly 20 are needed, no more, no fewer.</source>
        <translation>Cartas no baralho: são necessárias exatamente 20, nem mais, nem menos.</translation>
    </message>
    <message>
        <source>Play with this deck.</source>
        <translation>Jogar com este baralho.</translation>
    </message>
    <message numerus="yes">
        <source>The deck holds %n card(s): add {more} more to reach exactly 20.</source>
        <translation>
            <numerusform>O baralho tem %n carta: adicione mais {more} para chegar a exatamente 20.</numerusform>
            <numerusform>O baralho tem %n cartas: adicione mais {more} para chegar a exatamente 20.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player}, build your deck of exactly 20 cards from the cards at hand. The collection shows how many copies of each card are still left.</source>
        <translation>{player}, monte seu baralho de exatamente 20 cartas com as cartas disponíveis. A coleção mostra quantas cópias de cada carta ainda restam.</translation>
    </message>
    <message>
        <source>&amp;Add →</source>
        <translation>&amp;Adicionar →</translation>
    </message>
    <message>
        <source>Add the chosen card of the collection (Enter).</source>
        <translation>Adicionar a carta escolhida da coleção (Enter).</translation>
    </message>
    <message>
        <source>← &amp;Remove</source>
        <translation>← &amp;Remover</translation>
    </message>
    <message>
        <source>Take the chosen card out of the deck (Delete).</source>
        <translation>Tirar a carta escolhida do baralho (Delete).</translation>
    </message>
    <message>
        <source>Your deck</source>
        <translation>Seu baralho</translation>
    </message>
    <message>
        <source>The cards of your deck; nobody else sees them.</source>
        <translation>As cartas do seu baralho; ninguém mais as vê.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>My deck</source>
        <translation>Meu baralho</translation>
    </message>
    <message>
        <source>The deck&apos;s name, saved with it.</source>
        <translation>O nome do baralho, salvo junto com ele.</translation>
    </message>
    <message>
        <source>Players at one screen take turns: each sees the copies left, never the other players&apos; decks.</source>
        <translation>Jogadores na mesma tela se revezam: cada um vê as cópias restantes, nunca os baralhos dos outros.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Cópias</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Habilidade</translation>
    </message>
    <message>
        <source>Double-click a card or press Delete to take it out of the deck.</source>
        <translation>Clique duas vezes em uma carta ou pressione Delete para tirá-la do baralho.</translation>
    </message>
    <message>
        <source>Random &amp;fill</source>
        <translation>&amp;Preencher ao acaso</translation>
    </message>
    <message>
        <source>Complete the deck with random cards that are left.</source>
        <translation>Completar o baralho com cartas restantes ao acaso.</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Limpar</translation>
    </message>
    <message>
        <source>Take every card out of the deck.</source>
        <translation>Tirar todas as cartas do baralho.</translation>
    </message>
    <message>
        <source>&amp;Load deck…</source>
        <translation>A&amp;brir baralho…</translation>
    </message>
    <message>
        <source>Open a deck saved before (it replaces this one).</source>
        <translation>Abrir um baralho salvo antes (ele substitui este).</translation>
    </message>
    <message>
        <source>Sa&amp;ve deck…</source>
        <translation>&amp;Salvar baralho…</translation>
    </message>
    <message>
        <source>Save the complete deck to a file to play it again.</source>
        <translation>Salvar o baralho completo em um arquivo para jogar com ele de novo.</translation>
    </message>
    <message>
        <source>Allow more copies than one box holds</source>
        <translation>Permitir mais cópias do que há em uma caixa</translation>
    </message>
    <message>
        <source>As if the game had been bought more than once: this deck may take any card as often as you like.</source>
        <translation>Como se o jogo tivesse sido comprado mais de uma vez: este baralho pode levar qualquer carta quantas vezes você quiser.</translation>
    </message>
    <message>
        <source>What happened last.</source>
        <translation>O que aconteceu por último.</translation>
    </message>
    <message>
        <source>Play with this deck</source>
        <translation>Jogar com este baralho</translation>
    </message>
    <message>
        <source>Cancel the game</source>
        <translation>Cancelar o jogo</translation>
    </message>
    <message>
        <source>Start no game: back to the table as it was.</source>
        <translation>Não começar nenhum jogo: voltar à mesa como estava.</translation>
    </message>
    <message>
        <source>No ability.</source>
        <translation>Sem habilidade.</translation>
    </message>
    <message>
        <source>No card chosen.</source>
        <translation>Nenhuma carta escolhida.</translation>
    </message>
    <message>
        <source>Collection</source>
        <translation>Coleção</translation>
    </message>
    <message>
        <source>Every card of the box; double-click or press Enter to add one.</source>
        <translation>Todas as cartas da caixa; clique duas vezes ou pressione Enter para adicionar uma.</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>B&amp;uscar:</translation>
    </message>
    <message>
        <source>Name or ability</source>
        <translation>Nome ou habilidade</translation>
    </message>
    <message>
        <source>Show only the cards whose name or ability has these words.</source>
        <translation>Mostrar só as cartas cujo nome ou habilidade tem estas palavras.</translation>
    </message>
    <message>
        <source>S&amp;pecies:</source>
        <translation>&amp;Espécie:</translation>
    </message>
    <message>
        <source>All species</source>
        <translation>Todas as espécies</translation>
    </message>
    <message>
        <source>Show only the cards of one species.</source>
        <translation>Mostrar só as cartas de uma espécie.</translation>
    </message>
    <message>
        <source>&amp;Trade value:</source>
        <translation>&amp;Valor de troca:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Show only the cards of one trade value.</source>
        <translation>Mostrar só as cartas de um valor de troca.</translation>
    </message>
    <message>
        <source>A&amp;bility:</source>
        <translation>&amp;Habilidade:</translation>
    </message>
    <message>
        <source>No ability</source>
        <translation>Sem habilidade</translation>
    </message>
    <message>
        <source>Show only the cards with one ability.</source>
        <translation>Mostrar só as cartas com determinada habilidade.</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Restantes</translation>
    </message>
    <message>
        <source>Double-click a card or press Enter to add it to the deck.</source>
        <translation>Clique duas vezes em uma carta ou pressione Enter para adicioná-la ao baralho.</translation>
    </message>
    <message>
        <source>The chosen card&apos;s ability and its species&apos; character.</source>
        <translation>A habilidade da carta escolhida e o caráter da sua espécie.</translation>
    </message>
</context>
<context>
    <name>KarthedisTable</name>
    <message>
        <source>{resource}, place {n}: in the trade phase drop a card here to place it face down (or select a card and press {n}). The single highest trade total wins it; a tie wins nothing.</source>
        <translation>{resource}, posição {n}: na fase de comércio, solte aqui uma carta para colocá-la virada para baixo (ou escolha uma carta e pressione {n}). Só o maior total de troca, sem empate, o ganha; um empate não ganha nada.</translation>
    </message>
    <message>
        <source>The key that places the selected card here.</source>
        <translation>A tecla que coloca aqui a carta escolhida.</translation>
    </message>
    <message>
        <source>{player}&apos;s card, face down until the reveal.</source>
        <translation>Carta de {player}, virada para baixo até a revelação.</translation>
    </message>
    <message>
        <source>Drop an Intervene card on it to play against it.</source>
        <translation>Solte uma carta de Intervenção sobre ela para jogar contra ela.</translation>
    </message>
    <message>
        <source>Centre: drop a Speculate card here to use it</source>
        <translation>Centro: solte aqui uma carta de Especulação para usá-la</translation>
    </message>
    <message>
        <source>Centre: drop a card here to play it face up</source>
        <translation>Centro: solte aqui uma carta para jogá-la virada para cima</translation>
    </message>
    <message>
        <source>Centre: drop up to two cards here, face up</source>
        <translation>Centro: solte aqui até duas cartas, viradas para cima</translation>
    </message>
    <message>
        <source>Centre</source>
        <translation>Centro</translation>
    </message>
    <message>
        <source>The centre: cards played face up (a call) go here. Without Call a card is recalled at once and you draw one; with Call it stays in play until the round ends.</source>
        <translation>O centro: as cartas jogadas viradas para cima (uma convocação) vêm para cá. Sem Convocação, a carta é retirada na hora e você compra uma; com Convocação, ela fica em jogo até o fim da rodada.</translation>
    </message>
    <message>
        <source>Removed from the game: {up} face up, {down} face down (passes of the first call phase).</source>
        <translation>Removidas do jogo: {up} viradas para cima, {down} viradas para baixo (de quem passou na primeira fase de convocação).</translation>
    </message>
    <message>
        <source>Removed {n}</source>
        <translation>Removidas {n}</translation>
    </message>
    <message>
        <source>What was revealed in the last trade phase: each player&apos;s trade total at each resource (✓: won it; a tie wins nothing).</source>
        <translation>O que foi revelado na última fase de comércio: o total de troca de cada jogador em cada recurso (✓: ganhou; um empate não ganha nada).</translation>
    </message>
    <message>
        <source>Trade phase of round {n}</source>
        <translation>Fase de comércio da rodada {n}</translation>
    </message>
    <message>
        <source>No cards were placed.</source>
        <translation>Nenhuma carta foi colocada.</translation>
    </message>
    <message>
        <source>A tie: nobody wins it.</source>
        <translation>Empate: ninguém o ganha.</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>no sentido horário</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>no sentido anti-horário</translation>
    </message>
    <message>
        <source>Draft, packet {round} of {rounds}: keep one card; the rest go {way} to {player}.</source>
        <translation>Draft, pacote {round} de {rounds}: fique com uma carta; o resto vai {way} para {player}.</translation>
    </message>
    <message>
        <source>Each player takes five cards, keeps one and passes the rest; the first packet goes clockwise, the next counter-clockwise, until every deck holds 20 cards.</source>
        <translation>Cada jogador pega cinco cartas, fica com uma e passa o resto; o primeiro pacote vai no sentido horário, o seguinte no anti-horário, até cada baralho ter 20 cartas.</translation>
    </message>
    <message>
        <source>Click it (or drag it into your hand) to keep it.</source>
        <translation>Clique nela (ou arraste-a para a sua mão) para ficar com ela.</translation>
    </message>
    <message>
        <source>Kept so far: {n} of 20</source>
        <translation>Guardadas até agora: {n} de 20</translation>
    </message>
    <message>
        <source>The cards you keep become your deck; they are shown in your hand area.</source>
        <translation>As cartas com que você fica formam o seu baralho; elas aparecem na área da sua mão.</translation>
    </message>
    <message>
        <source>{printed} ({name})</source>
        <translation>{printed} ({name})</translation>
    </message>
    <message>
        <source>Trade value {value}</source>
        <translation>Valor de troca {value}</translation>
    </message>
    <message>
        <source>This card has no ability.</source>
        <translation>Esta carta não tem habilidade.</translation>
    </message>
    <message>
        <source>Your hand. In the draft, drop a card of the packet here to keep it.</source>
        <translation>Sua mão. No draft, solte aqui uma carta do pacote para ficar com ela.</translation>
    </message>
    <message>
        <source>Your deck so far ({n})</source>
        <translation>Seu baralho até agora ({n})</translation>
    </message>
    <message>
        <source>Your hand ({n})</source>
        <translation>Sua mão ({n})</translation>
    </message>
    <message>
        <source>Only you see these cards.</source>
        <translation>Só você vê estas cartas.</translation>
    </message>
    <message>
        <source>Drag it: onto a resource to place it face down (trade phase), onto the centre to play it face up, onto your pass spot to pass (first call phase) or sit out (trade phase). Keys: ← → select, then a digit, C (centre) or P (pass spot).</source>
        <translation>Arraste-a: para um recurso para colocá-la virada para baixo (fase de comércio), para o centro para jogá-la virada para cima, para o seu espaço de passar para passar (primeira fase de convocação) ou ficar de fora (fase de comércio). Teclas: ← → para escolher, depois um dígito, C (centro) ou P (espaço de passar).</translation>
    </message>
    <message>
        <source>Only the cards of your own hand can be played.</source>
        <translation>Só as cartas da sua própria mão podem ser jogadas.</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Draft</translation>
    </message>
    <message>
        <source>Preparation phase</source>
        <translation>Fase de preparação</translation>
    </message>
    <message>
        <source>First call phase</source>
        <translation>Primeira fase de convocação</translation>
    </message>
    <message>
        <source>Trade phase</source>
        <translation>Fase de comércio</translation>
    </message>
    <message>
        <source>Second call phase</source>
        <translation>Segunda fase de convocação</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>Fim da rodada</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>Round {n}: {phase}</source>
        <translation>Rodada {n}: {phase}</translation>
    </message>
    <message>
        <source>A round: preparation phase (Speculate, then everyone draws), first call phase, trade phase, second call phase. Every phase goes clockwise from the market leader.</source>
        <translation>Uma rodada: fase de preparação (Especulação, depois todos compram), primeira fase de convocação, fase de comércio, segunda fase de convocação. Cada fase segue no sentido horário a partir do líder de mercado.</translation>
    </message>
    <message>
        <source>Market leader: {player}</source>
        <translation>Líder de mercado: {player}</translation>
    </message>
    <message>
        <source>The market leader starts every phase; the role moves clockwise after each round.</source>
        <translation>O líder de mercado começa cada fase; o papel passa no sentido horário após cada rodada.</translation>
    </message>
    <message>
        <source>To win: {condition}</source>
        <translation>Para vencer: {condition}</translation>
    </message>
    <message>
        <source>The victory condition chosen for this game: base resources won.</source>
        <translation>A condição de vitória escolhida para este jogo: recursos básicos ganhos.</translation>
    </message>
    <message>
        <source>Resource pile {n}</source>
        <translation>Pilha de recursos {n}</translation>
    </message>
    <message>
        <source>Resource cards left to refill the row at the end of a round.</source>
        <translation>Cartas de recurso restantes para repor a fileira no fim de uma rodada.</translation>
    </message>
    <message>
        <source>You (♛: you are the market leader).</source>
        <translation>Você (♛: você é o líder de mercado).</translation>
    </message>
    <message>
        <source>Cards are never played onto another player: place them at a resource, or drop an Intervene card on another player&apos;s face-down card there.</source>
        <translation>Cartas nunca são jogadas sobre outro jogador: coloque-as em um recurso, ou solte uma carta de Intervenção sobre a carta virada para baixo de outro jogador ali.</translation>
    </message>
    <message>
        <source>Only an Intervene card is played onto another player&apos;s card: to place this card at the resource, drop it on the resource itself.</source>
        <translation>Só uma carta de Intervenção é jogada sobre a carta de outro jogador: para colocar esta carta no recurso, solte-a sobre o próprio recurso.</translation>
    </message>
    <message>
        <source>A discarded card goes onto your own Recall pile.</source>
        <translation>Uma carta descartada vai para a sua própria pilha de Retirada.</translation>
    </message>
    <message>
        <source>Cards go onto a Recall pile only when an ability asks you to discard.</source>
        <translation>As cartas só vão para uma pilha de Retirada quando uma habilidade pede que você descarte.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Concluído</translation>
    </message>
    <message>
        <source>Deploy: on</source>
        <translation>Mobilização: sim</translation>
    </message>
    <message>
        <source>Deploy: off</source>
        <translation>Mobilização: não</translation>
    </message>
    <message>
        <source>Cards with Deploy you draw: now you show each at once and use its ability. Click to keep them hidden from now on instead. Only you know this choice; nobody is asked at a draw.</source>
        <translation>Cartas de Mobilização compradas: agora você mostra cada uma na hora e usa a habilidade. Clique para mantê-las ocultas a partir de agora. Só você conhece essa escolha; ninguém é consultado na compra.</translation>
    </message>
    <message>
        <source>Cards with Deploy you draw: now you keep them hidden (their ability is not used). Click to show and use them from now on instead. Only you know this choice; nobody is asked at a draw.</source>
        <translation>Cartas de Mobilização compradas: agora você as mantém ocultas (a habilidade não é usada). Clique para mostrá-las e usá-las a partir de agora. Só você conhece essa escolha; ninguém é consultado na compra.</translation>
    </message>
    <message>
        <source>place the selected card face down at that resource (trade phase)</source>
        <translation>colocar a carta escolhida virada para baixo nesse recurso (fase de comércio)</translation>
    </message>
    <message>
        <source>place the selected card at the tenth resource</source>
        <translation>colocar a carta escolhida no décimo recurso</translation>
    </message>
    <message>
        <source>play the selected card face up to the centre (or Speculate)</source>
        <translation>jogar a carta escolhida virada para cima no centro (ou Especulação)</translation>
    </message>
    <message>
        <source>lay the selected card on your pass spot (pass, or sit out in the trade phase)</source>
        <translation>pôr a carta escolhida no seu espaço de passar (passar, ou ficar de fora na fase de comércio)</translation>
    </message>
    <message>
        <source>Done: play no more cards in this phase</source>
        <translation>Concluído: não jogar mais cartas nesta fase</translation>
    </message>
    <message>
        <source>switch your standing choice for the Deploy cards you draw</source>
        <translation>trocar a sua escolha permanente para as cartas de Mobilização que você compra</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vencedor</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Passou</translation>
    </message>
    <message>
        <source>Sits out</source>
        <translation>Fica de fora</translation>
    </message>
    <message>
        <source>{player}&apos;s place: hand and deck, what they did in this phase, the resources won, their Recall pile and their cards in play.</source>
        <translation>O lugar de {player}: mão e baralho, o que fez nesta fase, os recursos ganhos, a pilha de Retirada e as cartas em jogo.</translation>
    </message>
    <message>
        <source>A player. The outlined panel is the one deciding now.</source>
        <translation>Um jogador. O painel destacado é o de quem decide agora.</translation>
    </message>
    <message>
        <source>Kept {n} of 20</source>
        <translation>{n} de 20 guardadas</translation>
    </message>
    <message>
        <source>Hand {hand} · Deck {deck}</source>
        <translation>Mão {hand} · Baralho {deck}</translation>
    </message>
    <message>
        <source>Cards in hand and in the deck (resources won are counted apart).</source>
        <translation>Cartas na mão e no baralho (os recursos ganhos são contados à parte).</translation>
    </message>
    <message>
        <source>Seen in this hand: {cards}</source>
        <translation>Vistas nesta mão: {cards}</translation>
    </message>
    <message>
        <source>What the player did in this phase.</source>
        <translation>O que o jogador fez nesta fase.</translation>
    </message>
    <message>
        <source>The market leader: every phase starts with this player; the role moves clockwise after each round.</source>
        <translation>Líder de mercado: cada fase começa com este jogador; o papel passa no sentido horário após cada rodada.</translation>
    </message>
    <message>
        <source>Won: {resource}. It stays in hand and cannot be played.</source>
        <translation>Recurso ganho: {resource}. Ele fica na mão e não pode ser jogado.</translation>
    </message>
    <message numerus="yes">
        <source>Recall pile: %n card(s). Recalled and discarded cards lie here.</source>
        <translation>
            <numerusform>Pilha de Retirada: %n carta. Aqui ficam as cartas retiradas e descartadas.</numerusform>
            <numerusform>Pilha de Retirada: %n cartas. Aqui ficam as cartas retiradas e descartadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your deck: %n card(s), face down.</source>
        <translation>
            <numerusform>Seu baralho: %n carta, virada para baixo.</numerusform>
            <numerusform>Seu baralho: %n cartas, viradas para baixo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Played face down in the first call phase: this player passes until the next call phase; the card leaves the game.</source>
        <translation>Jogada virada para baixo na primeira fase de convocação: este jogador passa até a próxima fase de convocação; a carta sai do jogo.</translation>
    </message>
    <message>
        <source>In play until the round ends.</source>
        <translation>Em jogo até o fim da rodada.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Baralho</translation>
    </message>
    <message>
        <source>Recall pile</source>
        <translation>Retirada</translation>
    </message>
    <message>
        <source>Pass spot</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Your deck is empty: you draw no more cards.</source>
        <translation>Seu baralho está vazio: você não compra mais cartas.</translation>
    </message>
    <message>
        <source>Your face-down card: you pass until the next call phase; at the end of the first call phase you draw two and this card leaves the game.</source>
        <translation>Sua carta virada para baixo: você passa até a próxima fase de convocação; no fim da primeira fase de convocação, você compra duas cartas e esta sai do jogo.</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Em jogo</translation>
    </message>
    <message>
        <source>Your cards in play until the round ends.</source>
        <translation>Suas cartas em jogo até o fim da rodada.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganhos</translation>
    </message>
    <message>
        <source>The resources you have won: they stay in your hand, unplayable.</source>
        <translation>Os recursos que você ganhou: ficam na sua mão, sem poder ser jogados.</translation>
    </message>
    <message>
        <source>Your pass spot. First call phase: drop a card here to play it face down and pass. Trade phase, your first turn: drop a card here to lay it face up and sit out.</source>
        <translation>Seu espaço de passar. Primeira fase de convocação: solte aqui uma carta para jogá-la virada para baixo e passar. Fase de comércio, sua primeira vez: solte aqui uma carta para pô-la virada para cima e ficar de fora.</translation>
    </message>
    <message>
        <source>Your deck: you draw from it.</source>
        <translation>Seu baralho: você compra dele.</translation>
    </message>
    <message>
        <source>Your Recall pile: played cards are recalled here at the end of the round.</source>
        <translation>Sua pilha de Retirada: as cartas jogadas são retiradas para cá no fim da rodada.</translation>
    </message>
    <message>
        <source>Game over: {players} won.</source>
        <translation>Fim de jogo: vitória de {players}.</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>{player} está jogando.</translation>
    </message>
    <message>
        <source>An ability asks you to discard: click a card of your hand (or drag it onto your Recall pile).</source>
        <translation>Uma habilidade pede que você descarte: clique em uma carta da sua mão (ou arraste-a para a sua pilha de Retirada).</translation>
    </message>
    <message>
        <source>Remove another player&apos;s Recall pile: click that pile.</source>
        <translation>Remova a pilha de Retirada de outro jogador: clique nessa pilha.</translation>
    </message>
    <message>
        <source>You passed: you may only intervene (drag an Intervene card onto another player&apos;s card). Done (D) when you play no more.</source>
        <translation>Você passou: só pode intervir (arraste uma carta de Intervenção para a carta de outro jogador). Concluído (D) quando não jogar mais.</translation>
    </message>
    <message>
        <source>This card can go to several places: drag it there, or press a digit (a resource), C (the centre) or P (your pass spot).</source>
        <translation>Esta carta pode ir para vários lugares: arraste-a até lá, ou pressione um dígito (um recurso), C (o centro) ou P (o seu espaço de passar).</translation>
    </message>
    <message>
        <source>Preparation phase: you hold no Speculate card that was in your hand when the round began. Done (D) goes on.</source>
        <translation>Fase de preparação: você não tem carta de Especulação que já estivesse na sua mão no início da rodada. Concluído (D) para continuar.</translation>
    </message>
    <message>
        <source>Keep one card of the packet: click it or drag it into your hand.</source>
        <translation>Fique com uma carta do pacote: clique nela ou arraste-a para a sua mão.</translation>
    </message>
    <message>
        <source>Use a Speculate card (drag it to the centre), or Done (D).</source>
        <translation>Use uma carta de Especulação (arraste-a para o centro), ou Concluído (D).</translation>
    </message>
    <message>
        <source>Play one card: onto your pass spot face down (you pass), or onto the centre face up.</source>
        <translation>Jogue uma carta: virada para baixo no seu espaço de passar (você passa), ou virada para cima no centro.</translation>
    </message>
    <message>
        <source>Drag a card onto a resource (face down), or an Intervene card onto another player&apos;s card; on your first turn you may sit out (pass spot). Done (D) when you play no more.</source>
        <translation>Arraste uma carta para um recurso (virada para baixo), ou uma carta de Intervenção para a carta de outro jogador; na sua primeira vez, você pode ficar de fora (espaço de passar). Concluído (D) quando não jogar mais.</translation>
    </message>
    <message>
        <source>Play up to two cards face up onto the centre ({n} played), or Done (D).</source>
        <translation>Jogue até duas cartas viradas para cima no centro (jogadas: {n}), ou Concluído (D).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Resources won</source>
        <translation>Recursos ganhos</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartas na mão</translation>
    </message>
    <message>
        <source>The market is decided</source>
        <translation>O mercado está decidido</translation>
    </message>
    <message>
        <source>{player} intervened here with {card}: {owner}&apos;s face-down card went back to {owner}&apos;s hand.</source>
        <translation>{player} interveio aqui com {card}: a carta virada para baixo de {owner} voltou para a mão de {owner}.</translation>
    </message>
    <message>
        <source>{player} intervened here with {card}: {owner}&apos;s card ({hit}) was revealed and removed from the game.</source>
        <translation>{player} interveio aqui com {card}: a carta de {owner} ({hit}) foi revelada e removida do jogo.</translation>
    </message>
    <message>
        <source>→ {player}</source>
        <translation>→ {player}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>{game} – Tabletop Exchange</source>
        <translation>{game} – Tabletop Exchange</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>J&amp;ogada</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barra de ferramentas</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir um jogo salvo</translation>
    </message>
    <message>
        <source>The game could not be started: {error}</source>
        <translation>Não foi possível iniciar o jogo: {error}</translation>
    </message>
    <message>
        <source>The table for {game} could not be opened: {error}</source>
        <translation>Não foi possível abrir a mesa de {game}: {error}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Aguardando {name}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>Your turn, {name}: {step}</source>
        <translation>Sua vez, {name}: {step}</translation>
    </message>
    <message>
        <source>Your turn, {name}</source>
        <translation>Sua vez, {name}</translation>
    </message>
    <message>
        <source>Saved as {file}</source>
        <translation>Salvo como {file}</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} aberto</translation>
    </message>
    <message>
        <source>{name} waits until you close the scores</source>
        <translation>{name} espera você fechar a pontuação</translation>
    </message>
    <message>
        <source>{name} to play</source>
        <translation>Vez de {name}</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Procurando uma boa jogada…</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Vencedor: {names}</translation>
    </message>
    <message>
        <source>Shared win: {names}</source>
        <translation>Vitória compartilhada: {names}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Salvar jogo</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Começar um novo jogo</translation>
    </message>
    <message>
        <source>Choose &amp;another game…</source>
        <translation>Escolher &amp;outro jogo…</translation>
    </message>
    <message>
        <source>Show all games</source>
        <translation>Mostrar todos os jogos</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save this game</source>
        <translation>Salvar este jogo</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>Save this game to a new file</source>
        <translation>Salvar este jogo em um novo arquivo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>Quit Tabletop Exchange</source>
        <translation>Sair do Tabletop Exchange</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Voltar sua última jogada</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Play the move you took back again</source>
        <translation>Jogar de novo a jogada desfeita</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Di&amp;ca</translation>
    </message>
    <message>
        <source>Ask the strongest computer player for a move (F1)</source>
        <translation>Pedir uma jogada ao jogador do computador mais forte (F1)</translation>
    </message>
    <message>
        <source>&amp;Practice mode</source>
        <translation>Modo de &amp;treino</translation>
    </message>
    <message>
        <source>Highlight where a card may go while you drag it</source>
        <translation>Destacar onde uma carta pode ir enquanto você a arrasta</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>Read the rules (F2)</source>
        <translation>Ler as regras (F2)</translation>
    </message>
    <message>
        <source>&amp;Keys of the table</source>
        <translation>&amp;Teclas da mesa</translation>
    </message>
    <message>
        <source>Every key of this table (key ?)</source>
        <translation>Todas as teclas desta mesa (tecla ?)</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Con&amp;figurações…</translation>
    </message>
    <message>
        <source>Language, animation speed</source>
        <translation>Idioma, velocidade das animações</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Es&amp;tatísticas…</translation>
    </message>
    <message>
        <source>Games won and lost, scores and winning streaks</source>
        <translation>Jogos vencidos e perdidos, pontuações e sequências de vitórias</translation>
    </message>
    <message>
        <source>&amp;About Tabletop Exchange</source>
        <translation>&amp;Sobre o Tabletop Exchange</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>Analisar &amp;este jogo</translation>
    </message>
    <message>
        <source>Where this game was won or lost: your decisions marked</source>
        <translation>Onde este jogo foi ganho ou perdido: suas decisões marcadas</translation>
    </message>
    <message>
        <source>Re&amp;view a saved game…</source>
        <translation>Analisar &amp;um jogo salvo…</translation>
    </message>
    <message>
        <source>Review any saved or autosaved game</source>
        <translation>Analisar qualquer jogo salvo, manual ou automaticamente</translation>
    </message>
    <message>
        <source>Undo is not possible: {reason}</source>
        <translation>Não é possível desfazer: {reason}</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Analisar um jogo salvo</translation>
    </message>
    <message>
        <source>Tabletop Exchange games (*.ttx)</source>
        <translation>Jogos do Tabletop Exchange (*.ttx)</translation>
    </message>
    <message>
        <source>Only the computer played this game: nobody to review.</source>
        <translation>Só o computador participou deste jogo: não há ninguém para analisar.</translation>
    </message>
    <message>
        <source>The review could not be opened: {error}</source>
        <translation>Não foi possível abrir a análise: {error}</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>A análise foi cancelada.</translation>
    </message>
    <message>
        <source>A new game from move {n} of the reviewed game.</source>
        <translation>Um novo jogo a partir da jogada {n} do jogo analisado.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game of {game}</source>
        <translation>Novo jogo de {game}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Número de jogadores:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computador: fácil</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Computador: médio</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computador: difícil</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <translation>Computador: especialista</translation>
    </message>
    <message>
        <source>You play this seat.</source>
        <translation>Você joga neste lugar.</translation>
    </message>
    <message>
        <source>Plays sensible moves at once and sometimes misjudges close ones.</source>
        <translation>Joga de imediato lances sensatos e às vezes erra entre lances parecidos.</translation>
    </message>
    <message>
        <source>Looks a few moves ahead before each move.</source>
        <translation>Olha alguns lances à frente antes de cada lance.</translation>
    </message>
    <message>
        <source>Tries out many continuations before each move, in under a second.</source>
        <translation>Experimenta muitas continuações antes de cada lance, em menos de um segundo.</translation>
    </message>
    <message>
        <source>Hard&apos;s search for about three seconds a move: the strongest opponent. You see when it is thinking.</source>
        <translation>A busca do nível difícil, cerca de três segundos por lance: o adversário mais forte. Você vê quando ele está pensando.</translation>
    </message>
    <message>
        <source>Plays as Hard does: in this game a longer search did not play better.</source>
        <translation>Joga como o nível difícil: neste jogo, uma busca mais longa não jogou melhor.</translation>
    </message>
    <message>
        <source>Seat &amp;{n}:</source>
        <translation>Lugar &amp;{n}:</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>&amp;Seed (the same seed deals the same cards):</source>
        <translation>&amp;Semente (a mesma semente distribui as mesmas cartas):</translation>
    </message>
    <message>
        <source>New &amp;seed</source>
        <translation>Nova &amp;semente</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <source>&amp;Seed (the same seed rolls the same dice):</source>
        <translation>&amp;Semente (a mesma semente lança os mesmos dados):</translation>
    </message>
    <message>
        <source>&amp;Seed (the same seed draws the same priority deal):</source>
        <translation>&amp;Semente (a mesma semente sorteia a mesma prioridade):</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Too close to call: {best} looked about {points} points better than {played}, but the search&apos;s estimate wobbles by about {noise} points.</source>
        <translation>Apertado demais para decidir: {best} parecia cerca de {points} pontos melhor que {played}, mas a estimativa da busca oscila cerca de {noise} pontos.</translation>
    </message>
    <message>
        <source>Well found: {move} is the best move the search found.</source>
        <translation>Muito bem: {move} é a melhor jogada encontrada pela busca.</translation>
    </message>
    <message>
        <source>Good: {move} gives away less than {limit} points compared with {best}.</source>
        <translation>Boa: {move} perde menos de {limit} pontos em relação a {best}.</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprecisão</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erro</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Erro grave</translation>
    </message>
    <message>
        <source>Cancelling the review…</source>
        <translation>Cancelando a análise…</translation>
    </message>
    <message>
        <source>Reviewing {game}: decision {done} of {total}…</source>
        <translation>Analisando {game}: decisão {done} de {total}…</translation>
    </message>
    <message>
        <source>The review failed: {error}</source>
        <translation>A análise falhou: {error}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Accuracy of {name}: {accuracy} %</source>
        <translation>Precisão de {name}: {accuracy}%</translation>
    </message>
    <message>
        <source>No decision of this player to review.</source>
        <translation>Nenhuma decisão deste jogador para analisar.</translation>
    </message>
    <message>
        <source>Your move: play this decision again on the table. The review says afterwards how good it was.</source>
        <translation>Sua vez: jogue esta decisão de novo na mesa. Depois, a análise diz quão boa ela foi.</translation>
    </message>
    <message>
        <source>Your retry: {move}</source>
        <translation>Sua nova tentativa: {move}</translation>
    </message>
    <message>
        <source>Played: {move}</source>
        <translation>Jogada feita: {move}</translation>
    </message>
    <message>
        <source>Better: {move}</source>
        <translation>Melhor: {move}</translation>
    </message>
    <message>
        <source>On the table: your retry is outlined in orange, the better move in yellow.</source>
        <translation>Na mesa: sua tentativa está contornada em laranja, a jogada melhor em amarelo.</translation>
    </message>
    <message>
        <source>On the table: your retry is outlined in orange.</source>
        <translation>Na mesa: sua tentativa está contornada em laranja.</translation>
    </message>
    <message>
        <source>On the table: the move made is outlined in orange, the better move in yellow.</source>
        <translation>Na mesa: a jogada feita está contornada em laranja, a jogada melhor em amarelo.</translation>
    </message>
    <message>
        <source>On the table: the move made is outlined in orange.</source>
        <translation>Na mesa: a jogada feita está contornada em laranja.</translation>
    </message>
    <message>
        <source>Stop retrying</source>
        <translation>Parar a tentativa</translation>
    </message>
    <message>
        <source>Play the decision again on the table.</source>
        <translation>Jogue a decisão de novo na mesa.</translation>
    </message>
    <message>
        <source>Judging your move…</source>
        <translation>Avaliando sua jogada…</translation>
    </message>
    <message>
        <source>Well played: this move gives away {drop} points, less than 3.</source>
        <translation>Bem jogado: esta jogada perde {drop} pontos, menos de 3.</translation>
    </message>
    <message>
        <source>Not yet: this move gives away {drop} points. Try again or read why.</source>
        <translation>Ainda não: esta jogada perde {drop} pontos. Tente de novo ou leia o porquê.</translation>
    </message>
    <message>
        <source>Judging your move… a moment, please.</source>
        <translation>Avaliando sua jogada… um momento, por favor.</translation>
    </message>
    <message>
        <source>This is a review: nothing can be played on this table. Press “Retry this position” to play the decision again.</source>
        <translation>Isto é uma análise: nada pode ser jogado nesta mesa. Clique em “Tentar esta posição de novo” para jogar a decisão outra vez.</translation>
    </message>
    <message>
        <source>&amp;Retry this position</source>
        <translation>&amp;Tentar esta posição de novo</translation>
    </message>
    <message>
        <source>Review of {game} – {file}</source>
        <translation>Análise de {game} – {file}</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jogador:</translation>
    </message>
    <message>
        <source>&amp;Decisions</source>
        <translation>&amp;Decisões</translation>
    </message>
    <message>
        <source>The decision before (key ←)</source>
        <translation>A decisão anterior (tecla ←)</translation>
    </message>
    <message>
        <source>The next decision (key →)</source>
        <translation>A próxima decisão (tecla →)</translation>
    </message>
    <message>
        <source>Play &amp;from here</source>
        <translation>Jogar a &amp;partir daqui</translation>
    </message>
    <message>
        <source>A new game from this position against the same players</source>
        <translation>Um novo jogo a partir desta posição contra os mesmos jogadores</translation>
    </message>
    <message>
        <source>The player&apos;s estimated share of the win over the game; the dots are the marked decisions (a click shows one).</source>
        <translation>A parte estimada da vitória do jogador ao longo do jogo; os pontos na curva são as decisões marcadas (um clique mostra uma).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Reviewing {game}…</source>
        <translation>Analisando {game}…</translation>
    </message>
    <message>
        <source>Move {n}: {mark}, {drop} points given away</source>
        <translation>Jogada {n}: {mark}, {drop} pontos perdidos</translation>
    </message>
    <message>
        <source>Move {n}: too close to call ({drop} ± {error} points)</source>
        <translation>Jogada {n}: apertado demais para decidir ({drop} ± {error} pontos)</translation>
    </message>
    <message>
        <source>Move {n}: {drop} points given away</source>
        <translation>Jogada {n}: {drop} pontos perdidos</translation>
    </message>
    <message>
        <source>Move {n}: a good move</source>
        <translation>Jogada {n}: uma boa jogada</translation>
    </message>
    <message>
        <source>The search cannot tell these moves apart: the difference lies within the uncertainty of its own estimate, so this decision is not marked.</source>
        <translation>A busca não consegue distinguir essas jogadas: a diferença está dentro da incerteza da própria estimativa, então esta decisão não é marcada.</translation>
    </message>
    <message>
        <source>This was as good as the best move the search found.</source>
        <translation>Foi tão boa quanto a melhor jogada encontrada pela busca.</translation>
    </message>
    <message>
        <source>The better move keeps a larger share of the win.</source>
        <translation>A jogada melhor mantém uma parte maior da vitória.</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>Rules of {game}</source>
        <translation>Regras de {game}</translation>
    </message>
    <message>
        <source>The rules of {game} are not installed.</source>
        <translation>As regras de {game} não estão instaladas.</translation>
    </message>
</context>
<context>
    <name>Save</name>
    <message>
        <source>{file} is not a Tabletop Exchange save file.</source>
        <translation>{file} não é um jogo salvo do Tabletop Exchange.</translation>
    </message>
    <message>
        <source>{file} was saved by a newer version of Tabletop Exchange (format {version}).</source>
        <translation>{file} foi salvo por uma versão mais nova do Tabletop Exchange (formato {version}).</translation>
    </message>
    <message>
        <source>{file} is damaged: its format version is {version}, which no version of Tabletop Exchange ever wrote.</source>
        <translation>{file} está danificado: a versão do formato é {version}, que nenhuma versão do Tabletop Exchange jamais gravou.</translation>
    </message>
    <message>
        <source>{file} is a game this version does not know: {game}.</source>
        <translation>{file} é de um jogo que esta versão não conhece: {game}.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” is missing.</source>
        <translation>{file} está danificado: o campo “{field}” está faltando.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” should be {expected}, but it is {found}.</source>
        <translation>{file} está danificado: o campo “{field}” deveria ser {expected}, mas é {found}.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” cannot be {value}.</source>
        <translation>{file} está danificado: o campo “{field}” não pode ser {value}.</translation>
    </message>
    <message>
        <source>{file} is damaged: {game} is played by {low} to {high} players, but it names {count}.</source>
        <translation>{file} está danificado: {game} é jogado por {low} a {high} jogadores, mas o arquivo indica {count}.</translation>
    </message>
    <message>
        <source>{file} is damaged: it lists {moves} moves but {movers} players who made them.</source>
        <translation>{file} está danificado: ele lista {moves} jogadas, mas {movers} jogadores que as fizeram.</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} is not a move of {game}.</source>
        <translation>{file} está danificado: a jogada {number} não é uma jogada de {game}.</translation>
    </message>
    <message>
        <source>{file} is damaged: move {number} breaks the rules: {reason}</source>
        <translation>{file} está danificado: a jogada {number} viola as regras: {reason}</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” cannot be {value}: {reason}.</source>
        <translation>{file} está danificado: o campo “{field}” não pode ser {value}: {reason}.</translation>
    </message>
    <message>
        <source>{file} is damaged: the rules of {game} cannot replay the game it holds.</source>
        <translation>{file} está danificado: as regras de {game} não conseguem reproduzir o jogo que ele contém.</translation>
    </message>
    <message>
        <source>a table of named values</source>
        <translation>uma tabela de valores nomeados</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>uma lista</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>um número inteiro</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>um texto</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>verdadeiro ou falso</translation>
    </message>
    <message>
        <source>a decimal number</source>
        <translation>um número decimal</translation>
    </message>
    <message>
        <source>empty (null)</source>
        <translation>vazio (null)</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {detail}.</source>
        <translation>Não é possível abrir {file}: {detail}.</translation>
    </message>
    <message>
        <source>{file} is a folder or a device, not a file.</source>
        <translation>{file} é uma pasta ou um dispositivo, não um arquivo.</translation>
    </message>
    <message>
        <source>{file} was not read: at {size} MB it is far larger than any file of Tabletop Exchange ({limit} MB at most).</source>
        <translation>{file} não foi lido: com {size} MB, é muito maior que qualquer arquivo do Tabletop Exchange ({limit} MB no máximo).</translation>
    </message>
    <message>
        <source>{file} is empty.</source>
        <translation>{file} está vazio.</translation>
    </message>
    <message>
        <source>{file} is not a Tabletop Exchange file.</source>
        <translation>{file} não é um arquivo do Tabletop Exchange.</translation>
    </message>
    <message>
        <source>{file} is damaged: its text breaks off or is garbled at line {line}, column {column}.</source>
        <translation>{file} está danificado: o texto termina de repente ou está corrompido na linha {line}, coluna {column}.</translation>
    </message>
    <message>
        <source>{file} is damaged: its contents are nested more than {depth} levels deep.</source>
        <translation>{file} está danificado: o conteúdo está aninhado em mais de {depth} níveis.</translation>
    </message>
    <message>
        <source>{file} is damaged: it holds a number far too large for a game.</source>
        <translation>{file} está danificado: contém um número grande demais para um jogo.</translation>
    </message>
    <message>
        <source>The game could not be saved to {file}: {detail}. Nothing was overwritten.</source>
        <translation>Não foi possível salvar o jogo em {file}: {detail}. Nada foi sobrescrito.</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>&amp;Analisar este jogo</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Computer: random</source>
        <translation>Computador: aleatório</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computador: fácil</translation>
    </message>
    <message>
        <source>Computer: medium</source>
        <translation>Computador: médio</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computador: difícil</translation>
    </message>
    <message>
        <source>Computer: expert</source>
        <translation>Computador: especialista</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>na vez</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontos</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>{file} does not hold settings.</source>
        <translation>{file} não contém configurações.</translation>
    </message>
    <message>
        <source>Your settings could not be read: {reason} The file was moved aside as {aside}; Tabletop Exchange starts with its default settings.</source>
        <translation>Não foi possível ler suas configurações: {reason} O arquivo foi renomeado para {aside}; o Tabletop Exchange começa com as configurações padrão.</translation>
    </message>
    <message>
        <source>Some of your settings had values this version cannot use ({names}) and are back to their defaults; the rest are kept. The old file was moved aside as {aside}.</source>
        <translation>Algumas das suas configurações tinham valores que esta versão não pode usar ({names}) e voltaram ao padrão; as demais foram mantidas. O arquivo antigo foi renomeado para {aside}.</translation>
    </message>
    <message>
        <source>(it could not be moved: {file})</source>
        <translation>(não foi possível renomeá-lo: {file})</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Velocidade das animações:</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligadas</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>&amp;Practice mode in new games (show where cards may go)</source>
        <translation>Modo de &amp;treino em novos jogos (mostra onde as cartas podem ir)</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>this game has no such setting</source>
        <translation>este jogo não tem essa configuração</translation>
    </message>
    <message>
        <source>it is none of the choices the game offers</source>
        <translation>não é nenhuma das opções que o jogo oferece</translation>
    </message>
    <message>
        <source>it should be true or false</source>
        <translation>deveria ser verdadeiro ou falso</translation>
    </message>
    <message>
        <source>it should list different seats of the {seats} players, at least one</source>
        <translation>deveria listar lugares diferentes dos {seats} jogadores, pelo menos um</translation>
    </message>
    <message>
        <source>The setting “{key}” cannot be {value}: {reason}.</source>
        <translation>A configuração “{key}” não pode ser {value}: {reason}.</translation>
    </message>
</context>
<context>
    <name>StackMarket</name>
    <message>
        <source>Rounds</source>
        <translation>Rodadas</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>1 rodada</translation>
    </message>
    <message>
        <source>2 rounds</source>
        <translation>2 rodadas</translation>
    </message>
    <message>
        <source>3 rounds</source>
        <translation>3 rodadas</translation>
    </message>
    <message>
        <source>The rulebook plays 3 rounds; you may end the game after one or two.</source>
        <translation>A regra joga 3 rodadas; vocês podem terminar o jogo após uma ou duas.</translation>
    </message>
    <message>
        <source>Open money</source>
        <translation>Dinheiro à vista</translation>
    </message>
    <message>
        <source>Everyone sees everyone&apos;s money. By default (the rulebook) you see only your own.</source>
        <translation>Todos veem o dinheiro de todos. Senão (como na regra), você vê só o seu.</translation>
    </message>
    <message>
        <source>centred</source>
        <translation>no centro</translation>
    </message>
    <message>
        <source>{pct}% of a die to the right</source>
        <translation>{pct}% de um dado à direita</translation>
    </message>
    <message>
        <source>{pct}% of a die to the left</source>
        <translation>{pct}% de um dado à esquerda</translation>
    </message>
    <message>
        <source>Choose the company you invest in first.</source>
        <translation>Escolha primeiro a companhia em que você investe.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Lance os dados primeiro.</translation>
    </message>
    <message>
        <source>Choose the stacking order first: the order is fixed before any die is placed.</source>
        <translation>Escolha primeiro a ordem de empilhamento: ela é fixada antes de pôr qualquer dado.</translation>
    </message>
    <message>
        <source>Place the next die of your stacking order.</source>
        <translation>Ponha o próximo dado da sua ordem de empilhamento.</translation>
    </message>
    <message>
        <source>Your stacking is over: change your investment or keep it.</source>
        <translation>Seu empilhamento acabou: mude de investimento ou mantenha-o.</translation>
    </message>
    <message>
        <source>The takeover: choose the order of the lower building&apos;s dice.</source>
        <translation>A aquisição: escolha a ordem dos dados do prédio mais baixo.</translation>
    </message>
    <message>
        <source>The takeover: place the next die on the tallest building.</source>
        <translation>A aquisição: ponha o próximo dado no prédio mais alto.</translation>
    </message>
    <message>
        <source>At most two investor markers may lie on one company card: {company} is full.</source>
        <translation>No máximo dois marcadores de investidor numa carta de companhia: {company} está cheia.</translation>
    </message>
    <message>
        <source>Your marker is already on {company}: move it to another company.</source>
        <translation>Seu marcador já está em {company}: mude-o para outra companhia.</translation>
    </message>
    <message>
        <source>No die left to order shows a {value}.</source>
        <translation>Nenhum dado restante para ordenar mostra {value}.</translation>
    </message>
    <message>
        <source>Only a 0 may go on a 4 (the number on top is 4).</source>
        <translation>Sobre um 4 só pode ir um 0 (o número no topo é 4).</translation>
    </message>
    <message>
        <source>A die goes on only if its number is higher than the top number ({top}).</source>
        <translation>Um dado só entra se seu número for maior que o do topo ({top}).</translation>
    </message>
    <message>
        <source>A die must rest on the die below: aim at most half a die from its centre, in steps of {step}% of a die.</source>
        <translation>Um dado precisa apoiar-se no de baixo: mire no máximo meio dado do centro dele, em passos de {step}% de um dado.</translation>
    </message>
    <message>
        <source>Round {round} begins: {player} plays first. Every building has 3 dice.</source>
        <translation>A rodada {round} começa: {player} joga primeiro. Cada prédio tem 3 dados.</translation>
    </message>
    <message>
        <source>{player} invests in {company}.</source>
        <translation>{player} investe em {company}.</translation>
    </message>
    <message>
        <source>{player} rolls {count} dice: {dice}.</source>
        <translation>{player} lança {count} dados: {dice}.</translation>
    </message>
    <message>
        <source>{player} rolls the last die: {dice}.</source>
        <translation>{player} lança o último dado: {dice}.</translation>
    </message>
    <message>
        <source>No rolled die fits on {company}&apos;s top number {top}: the dice return.</source>
        <translation>Nenhum dado lançado cabe sobre o {top} no topo de {company}: os dados voltam.</translation>
    </message>
    <message numerus="yes">
        <source>{player} will stack {dice} on {company}; %n dice return to the reserve.</source>
        <translation>
            <numerusform>{player} vai empilhar {dice} em {company}; %n dado volta à reserva.</numerusform>
            <numerusform>{player} vai empilhar {dice} em {company}; %n dados voltam à reserva.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} will stack {dice} on {company}.</source>
        <translation>{player} vai empilhar {dice} em {company}.</translation>
    </message>
    <message>
        <source>{player} stacked one die: {company} stands {height} floors tall.</source>
        <translation>{player} empilhou um dado: {company} está de pé com {height} andares.</translation>
    </message>
    <message>
        <source>{player} stacked {count} dice: {company} stands {height} floors tall.</source>
        <translation>{player} empilhou {count} dados: {company} está de pé com {height} andares.</translation>
    </message>
    <message>
        <source>{company} collapses at {height} floors! It is rebuilt from 3 dice.</source>
        <translation>{company} desaba com {height} andares! É reconstruído com 3 dados.</translation>
    </message>
    <message>
        <source>The die on floor {floor} tipped: the dice above it leaned {lean}, past its edge (half a die).</source>
        <translation>O dado do andar {floor} tombou: os dados acima dele penderam {lean}, além da borda dele (meio dado).</translation>
    </message>
    <message>
        <source>{player} pays ${amount},000 to the bank for the collapse of {company}.</source>
        <translation>{player} paga ${amount}.000 ao banco pelo desabamento de {company}.</translation>
    </message>
    <message numerus="yes">
        <source>%n dice leave the game until the round ends; {left} remain in the reserve.</source>
        <translation>
            <numerusform>%n dado sai do jogo até o fim da rodada; restam {left} na reserva.</numerusform>
            <numerusform>%n dados saem do jogo até o fim da rodada; restam {left} na reserva.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} added {count} dice and receives the stacking bonus of $10,000.</source>
        <translation>{player} acrescentou {count} dados e recebe o bônus de empilhamento de $10.000.</translation>
    </message>
    <message>
        <source>{player} takes the highest building card: {company} is the record, {height} floors.</source>
        <translation>{player} pega a carta do prédio mais alto: {company} é o recorde, {height} andares.</translation>
    </message>
    <message>
        <source>{player} keeps the highest building card: {company} raises the record to {height} floors.</source>
        <translation>{player} continua com a carta do prédio mais alto: {company} eleva o recorde para {height} andares.</translation>
    </message>
    <message>
        <source>{player} moves the investor marker from {old} to {company}.</source>
        <translation>{player} muda o marcador de investidor de {old} para {company}.</translation>
    </message>
    <message>
        <source>The reserve is empty: round {round} ends. The takeover follows.</source>
        <translation>A reserva de dados está vazia: a rodada {round} termina. Segue a aquisição.</translation>
    </message>
    <message>
        <source>{company} and {other} are equally tall with the same top number: a roll decides.</source>
        <translation>{company} e {other} têm a mesma altura e o mesmo número no topo: um lance de dado decide.</translation>
    </message>
    <message>
        <source>Takeover: {tall} ({tall_height} floors) must take over {low} ({low_height} floors); {player} is in charge.</source>
        <translation>Aquisição: {tall} ({tall_height} andares) deve adquirir {low} ({low_height} andares); {player} é o responsável.</translation>
    </message>
    <message>
        <source>Fewer than two companies with investors have a building of at least one die: there is no takeover.</source>
        <translation>Menos de duas companhias com investidores têm um prédio de pelo menos um dado: não há aquisição.</translation>
    </message>
    <message>
        <source>The takeover succeeds: {tall} stands {height} floors tall.</source>
        <translation>A aquisição dá certo: {tall} fica de pé com {height} andares.</translation>
    </message>
    <message>
        <source>The takeover fails: {tall} collapses at {height} floors.</source>
        <translation>A aquisição fracassa: {tall} desaba com {height} andares.</translation>
    </message>
    <message>
        <source>{player} receives ${amount},000.</source>
        <translation>{player} recebe ${amount}.000.</translation>
    </message>
    <message>
        <source>{player} pays ${amount},000.</source>
        <translation>{player} paga ${amount}.000.</translation>
    </message>
    <message>
        <source>{player} receives nothing.</source>
        <translation>{player} não recebe nada.</translation>
    </message>
    <message>
        <source>{player} holds the highest building card and receives $20,000 more.</source>
        <translation>{player} tem a carta do prédio mais alto e recebe mais $20.000.</translation>
    </message>
    <message>
        <source>{player} wins the game with ${amount},000.</source>
        <translation>{player} vence o jogo com ${amount}.000.</translation>
    </message>
    <message>
        <source>Invest in {company}</source>
        <translation>Investir em {company}</translation>
    </message>
    <message>
        <source>Roll {count} dice</source>
        <translation>Lançar {count} dados</translation>
    </message>
    <message>
        <source>Roll the last die</source>
        <translation>Lançar o último dado</translation>
    </message>
    <message>
        <source>Stack a {value} next</source>
        <translation>Empilhar um {value} em seguida</translation>
    </message>
    <message>
        <source>Place the die {where}</source>
        <translation>Pôr o dado {where}</translation>
    </message>
    <message>
        <source>Place the die {where}: the steadiest spot (the tower leans {lean})</source>
        <translation>Pôr o dado {where}: o ponto mais estável (a torre pende {lean})</translation>
    </message>
    <message>
        <source>Place the die {where}: careless on purpose, the tower gets shakier</source>
        <translation>Pôr o dado {where}: descuidado de propósito, a torre fica mais instável</translation>
    </message>
    <message>
        <source>Move your investor marker to {company}</source>
        <translation>Mudar seu marcador de investidor para {company}</translation>
    </message>
    <message>
        <source>Keep your investment</source>
        <translation>Manter seu investimento</translation>
    </message>
    <message>
        <source>Invest in a company</source>
        <translation>Investir numa companhia</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Lançar os dados</translation>
    </message>
    <message>
        <source>Choose the stacking order</source>
        <translation>Escolher a ordem de empilhamento</translation>
    </message>
    <message>
        <source>Stack the dice: where the die goes</source>
        <translation>Empilhar os dados: onde o dado vai</translation>
    </message>
    <message>
        <source>Change your investment</source>
        <translation>Mudar de investimento</translation>
    </message>
</context>
<context>
    <name>StackMarketTable</name>
    <message>
        <source>$0</source>
        <translation>$0</translation>
    </message>
    <message>
        <source>${amount},000</source>
        <translation>${amount}.000</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Rodada {n} de {total}</translation>
    </message>
    <message>
        <source>The game lasts {total} rounds.</source>
        <translation>O jogo dura {total} rodadas.</translation>
    </message>
    <message>
        <source>Dice reserve: {n}</source>
        <translation>Reserva de dados: {n}</translation>
    </message>
    <message>
        <source>Dice left to roll. The round ends when the reserve is empty at the end of a turn.</source>
        <translation>Dados que ainda podem ser lançados. A rodada termina quando a reserva está vazia ao fim de um turno.</translation>
    </message>
    <message>
        <source>Out of the game: {n}</source>
        <translation>Fora do jogo: {n}</translation>
    </message>
    <message>
        <source>Dice removed after collapses; they return when the round ends.</source>
        <translation>Dados retirados após desabamentos; voltam ao fim da rodada.</translation>
    </message>
    <message>
        <source>The highest building card: first to 15 floors, then only a strictly taller building. At a round&apos;s end it pays $20,000 if its holder earned $10,000 or more.</source>
        <translation>A carta do prédio mais alto: primeiro com 15 andares, depois só um prédio estritamente mais alto. No fim da rodada rende $20.000 se quem a tem ganhou $10.000 ou mais.</translation>
    </message>
    <message>
        <source>Highest building card:</source>
        <translation>Carta do prédio mais alto:</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>ninguém ainda</translation>
    </message>
    <message>
        <source>{player}&apos;s colour.</source>
        <translation>A cor de {player}.</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(você)</translation>
    </message>
    <message>
        <source>invests in {company}</source>
        <translation>investe em {company}</translation>
    </message>
    <message>
        <source>not invested yet</source>
        <translation>ainda não investiu</translation>
    </message>
    <message>
        <source>The company this player&apos;s investor marker is on.</source>
        <translation>A companhia onde está o marcador de investidor deste jogador.</translation>
    </message>
    <message>
        <source>money hidden</source>
        <translation>dinheiro oculto</translation>
    </message>
    <message>
        <source>Other players&apos; money is hidden, as in the rulebook (the Open money option shows it); every payment is in the log.</source>
        <translation>O dinheiro dos outros fica oculto, como na regra (a opção &quot;Dinheiro à vista&quot; o mostra); todo pagamento aparece no registro.</translation>
    </message>
    <message>
        <source>Money.</source>
        <translation>Dinheiro.</translation>
    </message>
    <message>
        <source>The building of {company}: {n} floors.</source>
        <translation>O prédio de {company}: {n} andares.</translation>
    </message>
    <message numerus="yes">
        <source>↓ %n floor(s) below</source>
        <translation>
            <numerusform>↓ %n andar abaixo</numerusform>
            <numerusform>↓ %n andares abaixo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The building is too tall to show whole at a readable size: its top floors show, where the next die goes; %n floor(s) below are not drawn. Its height is on the height board.</source>
        <translation>
            <numerusform>O prédio é alto demais para aparecer inteiro num tamanho legível: aparecem os andares de cima, onde vai o próximo dado; %n andar abaixo não é desenhado. A altura dele está no quadro de alturas.</numerusform>
            <numerusform>O prédio é alto demais para aparecer inteiro num tamanho legível: aparecem os andares de cima, onde vai o próximo dado; %n andares abaixo não são desenhados. A altura dele está no quadro de alturas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{company}, floor {floor}: a {value}.</source>
        <translation>{company}, andar {floor}: um {value}.</translation>
    </message>
    <message>
        <source>The top number: the next die must be higher (on a 4: a 0).</source>
        <translation>O número do topo: o próximo dado deve ser maior (sobre um 4: um 0).</translation>
    </message>
    <message>
        <source>Company card {company}: {free} free places for investor markers. Its investors earn at the round&apos;s end, and pay when its building collapses.</source>
        <translation>Carta de companhia {company}: {free} lugares livres para marcadores de investidor. Seus investidores ganham no fim da rodada e pagam quando o prédio desaba.</translation>
    </message>
    <message>
        <source>{n} floors · top {top}</source>
        <translation>{n} andares · topo {top}</translation>
    </message>
    <message>
        <source>{n} floors</source>
        <translation>{n} andares</translation>
    </message>
    <message>
        <source>How tall the building of {company} is.</source>
        <translation>A altura do prédio de {company}.</translation>
    </message>
    <message>
        <source>The investor marker of {player}.</source>
        <translation>O marcador de investidor de {player}.</translation>
    </message>
    <message>
        <source>Drag it to another company card to change your investment.</source>
        <translation>Arraste-o para outra carta de companhia para mudar de investimento.</translation>
    </message>
    <message>
        <source>Height board</source>
        <translation>Quadro de alturas</translation>
    </message>
    <message>
        <source>Every building&apos;s height, and the record.</source>
        <translation>A altura de cada prédio, e o recorde.</translation>
    </message>
    <message>
        <source>{company}: {n} floors.</source>
        <translation>{company}: {n} andares.</translation>
    </message>
    <message>
        <source>{player} holds the highest building card.</source>
        <translation>{player} tem a carta do prédio mais alto.</translation>
    </message>
    <message>
        <source>Nobody holds the highest building card yet.</source>
        <translation>Ninguém tem ainda a carta do prédio mais alto.</translation>
    </message>
    <message>
        <source>The record marker: {n} floors.</source>
        <translation>O marcador de recorde: {n} andares.</translation>
    </message>
    <message>
        <source>Takeover: {player} stacks {low} onto {tall}.</source>
        <translation>Aquisição: {player} empilha {low} sobre {tall}.</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>{player} está jogando.</translation>
    </message>
    <message>
        <source>Roll the dice: click the dice cup (R).</source>
        <translation>Lançar os dados: clique no copo de dados (R).</translation>
    </message>
    <message>
        <source>Choose the stacking order: click the rolled dice (0–4).</source>
        <translation>Escolher a ordem de empilhamento: clique nos dados lançados (0–4).</translation>
    </message>
    <message>
        <source>Stack the dice: drag the next die over your building and release it where you aim (← → and Enter).</source>
        <translation>Empilhar os dados: arraste o próximo dado sobre seu prédio e solte-o onde mirar (← → e Enter).</translation>
    </message>
    <message>
        <source>That is as far as a die can rest: half a die from the centre of the die below.</source>
        <translation>Não dá para ir mais longe: um dado fica no máximo a meio dado do centro do dado de baixo.</translation>
    </message>
    <message>
        <source>Press the number of a company card (1–{last}) or click it; K keeps your investment.</source>
        <translation>Aperte o número de uma carta de companhia (1–{last}) ou clique nela; K mantém seu investimento.</translation>
    </message>
    <message>
        <source>Press the number of a company card (1–{last}) or click it.</source>
        <translation>Aperte o número de uma carta de companhia (1–{last}) ou clique nela.</translation>
    </message>
    <message>
        <source>There is nothing to select now.</source>
        <translation>Não há nada para selecionar agora.</translation>
    </message>
    <message>
        <source>Only the selected piece can be played now: press Enter to play it.</source>
        <translation>Só a peça selecionada pode ser jogada agora: aperte Enter para jogá-la.</translation>
    </message>
    <message>
        <source>Invest: click a company card (1–{last}).</source>
        <translation>Investir: clique numa carta de companhia (1–{last}).</translation>
    </message>
    <message>
        <source>Change your investment: click another company card (1–{last}), or Keep (K).</source>
        <translation>Mudar de investimento: clique em outra carta de companhia (1–{last}), ou Manter (K).</translation>
    </message>
    <message>
        <source>Takeover: choose the order of {company}&apos;s dice (0–4).</source>
        <translation>Aquisição: escolha a ordem dos dados de {company} (0–4).</translation>
    </message>
    <message>
        <source>Takeover: stack every die on {company}, with two hands (← → and Enter).</source>
        <translation>Aquisição: empilhe cada dado sobre {company}, com as duas mãos (← → e Enter).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Companhia</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Renda</translation>
    </message>
    <message>
        <source>Takeover</source>
        <translation>Aquisição</translation>
    </message>
    <message>
        <source>Highest building</source>
        <translation>Prédio mais alto</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Dinheiro</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>oculto</translation>
    </message>
    <message>
        <source>Round {n}: income</source>
        <translation>Rodada {n}: renda</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Rodada {n}</translation>
    </message>
    <message>
        <source>Final money</source>
        <translation>Dinheiro final</translation>
    </message>
    <message>
        <source>The dice cup: click it (or press R) to roll as many dice as your company&apos;s building has floors.</source>
        <translation>O copo de dados: clique nele (ou aperte R) para lançar tantos dados quantos andares tem o prédio da sua companhia.</translation>
    </message>
    <message>
        <source>The rolled dice. Click them in the order you want to stack them; greyed dice may not come next.</source>
        <translation>Os dados lançados. Clique neles na ordem em que quer empilhá-los; dados cinzentos não podem vir em seguida.</translation>
    </message>
    <message>
        <source>The stacking order, chosen before the first die is placed. Drag the first die over the building and release it where you aim.</source>
        <translation>A ordem de empilhamento, escolhida antes de pôr o primeiro dado. Arraste o primeiro dado sobre o prédio e solte-o onde mirar.</translation>
    </message>
    <message>
        <source>Rolled dice</source>
        <translation>Dados lançados</translation>
    </message>
    <message>
        <source>Stacking order</source>
        <translation>Ordem de empilhamento</translation>
    </message>
    <message>
        <source>There is no company {n}: the companies are numbered 1–{last}.</source>
        <translation>Não existe a companhia {n}: as companhias são numeradas de 1 a {last}.</translation>
    </message>
    <message>
        <source>The dice are stacked in the order chosen: the {value} on the left comes first. Drag it over the building.</source>
        <translation>Os dados são empilhados na ordem escolhida: o {value} à esquerda vem primeiro. Arraste-o sobre o prédio.</translation>
    </message>
    <message>
        <source>Your dice go on the building of the company you invest in: {company}.</source>
        <translation>Seus dados vão no prédio da companhia em que você investe: {company}.</translation>
    </message>
    <message>
        <source>In the takeover every die goes on the tallest building: {company}.</source>
        <translation>Na aquisição, cada dado vai no prédio mais alto: {company}.</translation>
    </message>
    <message>
        <source>Your investor marker goes on a company card: drop it on another one.</source>
        <translation>Seu marcador de investidor vai numa carta de companhia: solte-o em outra.</translation>
    </message>
    <message>
        <source>Click the rolled dice in the order you want to stack them.</source>
        <translation>Clique nos dados lançados na ordem em que quer empilhá-los.</translation>
    </message>
    <message>
        <source>Drag the next die over the building and release it where you aim (or aim with ← → and press Enter).</source>
        <translation>Arraste o próximo dado sobre o prédio e solte-o onde mirar (ou mire com ← → e aperte Enter).</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Manter</translation>
    </message>
    <message>
        <source>Keep your investment and end your turn. To change it, click another company card.</source>
        <translation>Manter seu investimento e terminar o turno. Para mudar, clique em outra carta de companhia.</translation>
    </message>
    <message>
        <source>roll the dice</source>
        <translation>lançar os dados</translation>
    </message>
    <message>
        <source>stack the die of that number next; when investing: the company of that number</source>
        <translation>empilhar em seguida o dado desse número; ao investir: a companhia desse número</translation>
    </message>
    <message>
        <source>aim the next die further left (else: select)</source>
        <translation>mirar o próximo dado mais à esquerda (senão: selecionar)</translation>
    </message>
    <message>
        <source>aim the next die further right (else: select)</source>
        <translation>mirar o próximo dado mais à direita (senão: selecionar)</translation>
    </message>
    <message>
        <source>place the next die where you aim (else: play the selection)</source>
        <translation>pôr o próximo dado onde você mira (senão: jogar a seleção)</translation>
    </message>
    <message>
        <source>keep your investment (end of your turn)</source>
        <translation>manter seu investimento (fim do seu turno)</translation>
    </message>
    <message>
        <source>Rolled dice showing a {value}: {count}.</source>
        <translation>Dados lançados mostrando um {value}: {count}.</translation>
    </message>
    <message>
        <source>A rolled die: {value}.</source>
        <translation>Um dado lançado: {value}.</translation>
    </message>
    <message>
        <source>A {value}: click it to stack it next (or press {value}).</source>
        <translation>Um {value}: clique nele para empilhá-lo em seguida (ou aperte {value}).</translation>
    </message>
    <message>
        <source>The next die: drag it over the building and release it where you aim (or aim with ← → and press Enter).</source>
        <translation>O próximo dado: arraste-o sobre o prédio e solte-o onde mirar (ou mire com ← → e aperte Enter).</translation>
    </message>
    <message>
        <source>Die {n} of the stacking order: a {value}.</source>
        <translation>Dado {n} da ordem de empilhamento: um {value}.</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>firme</translation>
    </message>
    <message>
        <source>wobbly</source>
        <translation>bambo</translation>
    </message>
    <message>
        <source>falls</source>
        <translation>cai</translation>
    </message>
    <message>
        <source>Where the die would rest, before your hand&apos;s tremor: {word}.</source>
        <translation>Onde o dado ficaria, antes do tremor da sua mão: {word}.</translation>
    </message>
    <message>
        <source>The building&apos;s weight would then lean {lean}.</source>
        <translation>O peso do prédio penderia então {lean}.</translation>
    </message>
    <message>
        <source>What the last turn brought (the log has every move).</source>
        <translation>O que o último turno trouxe (o registro tem todas as jogadas).</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>{file} does not hold statistics.</source>
        <translation>{file} não contém estatísticas.</translation>
    </message>
    <message>
        <source>{file} is damaged: the field “{field}” is not what it should be.</source>
        <translation>{file} está danificado: o campo “{field}” não tem o valor esperado.</translation>
    </message>
    <message>
        <source>Your statistics could not be read: {reason} The file was moved aside as {aside}; they start again from zero.</source>
        <translation>Não foi possível ler suas estatísticas: {reason} O arquivo foi renomeado para {aside}; elas recomeçam do zero.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved: {reason}</source>
        <translation>Não foi possível salvar suas estatísticas: {reason}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatório</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Níveis mistos</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Your games against the computer, counted once each when they end. A game given up (a new game started over it) counts as lost; a game not yet ended is unfinished. Hot-seat games are not counted.</source>
        <translation>Suas partidas contra o computador, contadas uma vez cada quando terminam. Uma partida abandonada (uma nova partida iniciada por cima dela) conta como derrota; uma partida ainda não terminada fica inacabada. Partidas de vários jogadores na mesma tela não são contadas.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversários</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jogados</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vencidos</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidos</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Inacabadas</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>% vencidos</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Melhor pontuação</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Pontuação média</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Vitórias seguidas</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Maior sequência</translation>
    </message>
    <message>
        <source>Games not yet ended: the one you can continue, and any whose autosave could not be restored (the file was kept aside, as the message at the start said).</source>
        <translation>Partidas ainda não terminadas: a que você pode continuar e qualquer uma cujo salvamento automático não pôde ser restaurado (o arquivo foi guardado à parte, como disse a mensagem ao iniciar).</translation>
    </message>
    <message>
        <source>No game has been counted yet.</source>
        <translation>Nenhum jogo foi contado ainda.</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Redefinir…</translation>
    </message>
    <message>
        <source>Forget all your statistics? This cannot be undone.</source>
        <translation>Apagar todas as suas estatísticas? Isso não pode ser desfeito.</translation>
    </message>
</context>
<context>
    <name>StockRound</name>
    <message>
        <source>Stock round {n} begins.</source>
        <translation>A rodada de ações {n} começa.</translation>
    </message>
    <message>
        <source>Operating round {sr}.{n} begins.</source>
        <translation>A rodada de operações {sr}.{n} começa.</translation>
    </message>
    <message>
        <source>{railway} has the most modern train mix: its token moves one row up.</source>
        <translation>{railway} tem a frota de trens mais moderna: o seu marcador sobe uma linha.</translation>
    </message>
    <message>
        <source>{railway} is sold out: its token moves one row up.</source>
        <translation>{railway} está esgotada: o seu marcador sobe uma linha.</translation>
    </message>
    <message>
        <source>{player} offers one treasury share of {railway} for re-issue.</source>
        <translation>{player} oferece uma ação em tesouraria da {railway} para reemissão.</translation>
    </message>
    <message>
        <source>{player} offers {count} treasury shares of {railway} for re-issue.</source>
        <translation>{player} oferece {count} ações em tesouraria da {railway} para reemissão.</translation>
    </message>
    <message>
        <source>{player} offers no treasury shares of {railway} for re-issue.</source>
        <translation>{player} não oferece ações em tesouraria da {railway} para reemissão.</translation>
    </message>
    <message>
        <source>{player} starts {railway} at par ${par}: the director&apos;s certificate for ${amount}.</source>
        <translation>{player} abre a {railway} com valor de paridade ${par}: o certificado de presidente por ${amount}.</translation>
    </message>
    <message>
        <source>{player} buys a new share of {railway} for ${amount}, paid to the railway.</source>
        <translation>{player} compra uma ação nova da {railway} por ${amount}, paga à ferrovia.</translation>
    </message>
    <message>
        <source>{player} buys a re-issued share of {railway} for ${amount}, paid to the railway.</source>
        <translation>{player} compra uma ação reemitida da {railway} por ${amount}, paga à ferrovia.</translation>
    </message>
    <message>
        <source>{player} buys a share of {railway} from the pool for ${amount}.</source>
        <translation>{player} compra uma ação da {railway} do pool por ${amount}.</translation>
    </message>
    <message>
        <source>{railway} floats: 60% is sold, it will operate.</source>
        <translation>{railway} é lançada: 60% foram vendidos, ela vai operar.</translation>
    </message>
    <message>
        <source>{player} is now the director of {railway}.</source>
        <translation>{player} agora é presidente da {railway}.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passa.</translation>
    </message>
    <message>
        <source>{player} has the priority deal.</source>
        <translation>{player} tem a prioridade.</translation>
    </message>
    <message>
        <source>{player} sells a share of {railway}: anyone wants a share?</source>
        <translation>{player} vende uma ação da {railway}: “Alguém quer uma ação?”</translation>
    </message>
    <message>
        <source>{player} sells {count} shares of {railway}: anyone wants a share?</source>
        <translation>{player} vende {count} ações da {railway}: “Alguém quer uma ação?”</translation>
    </message>
    <message>
        <source>{player} buys a share of {railway} from {seller} for ${amount}.</source>
        <translation>{player} compra uma ação da {railway} de {seller} por ${amount}.</translation>
    </message>
    <message>
        <source>{railway} buys one of its shares from {seller} for ${amount}.</source>
        <translation>{railway} compra uma das suas ações de {seller} por ${amount}.</translation>
    </message>
    <message>
        <source>{player}: no, thank you.</source>
        <translation>{player}: não, obrigado.</translation>
    </message>
    <message>
        <source>{railway} does not buy ({player} decides).</source>
        <translation>{railway} não compra ({player} decide).</translation>
    </message>
    <message>
        <source>Nobody bought: the pool absorbs a share of {railway} for ${amount}; the price is now ${price}.</source>
        <translation>Ninguém comprou: o pool absorve uma ação da {railway} por ${amount}; a cotação agora é ${price}.</translation>
    </message>
    <message>
        <source>{railway} operates (director: {player}).</source>
        <translation>{railway} opera (presidente: {player}).</translation>
    </message>
    <message>
        <source>{railway} raises its network to level {level} for ${amount}.</source>
        <translation>{railway} aumenta a rede para o nível {level} por ${amount}.</translation>
    </message>
    <message>
        <source>{railway} runs for ${amount} and pays out ${per} a share.</source>
        <translation>{railway} rende ${amount} e paga ${per} por ação.</translation>
    </message>
    <message>
        <source>{railway} runs for ${amount} and withholds it.</source>
        <translation>{railway} rende ${amount} e retém a receita.</translation>
    </message>
    <message>
        <source>{railway} has no train to run: its price falls.</source>
        <translation>{railway} não tem trem: a cotação cai.</translation>
    </message>
    <message>
        <source>{railway} buys a {train}-train for ${amount}.</source>
        <translation>{railway} compra um trem de {train} por ${amount}.</translation>
    </message>
    <message>
        <source>{railway} buys a {train}-train from the bank pool for ${amount}.</source>
        <translation>{railway} compra um trem de {train} do pool por ${amount}.</translation>
    </message>
    <message>
        <source>{railway} must buy a train: a {train}-train for ${amount}; its director {player} pays ${help}.</source>
        <translation>{railway} precisa comprar um trem: um trem de {train} por ${amount}; o presidente {player} paga ${help}.</translation>
    </message>
    <message>
        <source>The first {train}-train: phase {train} begins, the train limit is {limit}.</source>
        <translation>O primeiro trem de {train}: começa a fase {train}, o limite de trens é {limit}.</translation>
    </message>
    <message>
        <source>The {train}-trains rust! (One railway loses trains.)</source>
        <translation>Os trens de {train} enferrujam! (Uma ferrovia perde trens.)</translation>
    </message>
    <message>
        <source>The {train}-trains rust! ({count} railways lose trains.)</source>
        <translation>Os trens de {train} enferrujam! ({count} ferrovias perdem trens.)</translation>
    </message>
    <message>
        <source>{railway} is over the train limit: its {train}-train goes to the bank pool.</source>
        <translation>{railway} está acima do limite de trens: o seu trem de {train} vai para o pool.</translation>
    </message>
    <message>
        <source>{player} sells a share of {railway} to the pool for ${amount} to pay for a train.</source>
        <translation>{player} vende uma ação da {railway} ao pool por ${amount} para pagar um trem.</translation>
    </message>
    <message>
        <source>{player} cannot pay for the train and is bankrupt: the game ends.</source>
        <translation>{player} não consegue pagar o trem e vai à falência: o jogo termina.</translation>
    </message>
    <message>
        <source>The bank is broken: the game ends after this set of operating rounds.</source>
        <translation>O banco quebrou: o jogo termina depois desta série de rodadas de operações.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <source>{railway} has not been started: buy its director&apos;s certificate first.</source>
        <translation>{railway} ainda não foi aberta: compre primeiro o certificado de presidente dela.</translation>
    </message>
    <message>
        <source>{railway} has already been started.</source>
        <translation>{railway} já foi aberta.</translation>
    </message>
    <message>
        <source>Par prices are the top row&apos;s $68 to $100.</source>
        <translation>Os valores de paridade são as cotações de $68 a $100 da linha de cima.</translation>
    </message>
    <message>
        <source>{railway} has no new shares left.</source>
        <translation>{railway} não tem mais ações novas.</translation>
    </message>
    <message>
        <source>{railway}&apos;s director offered no (more) shares for re-issue this round.</source>
        <translation>O presidente da {railway} não ofereceu (mais) ações para reemissão nesta rodada.</translation>
    </message>
    <message>
        <source>The pool holds no share of {railway}.</source>
        <translation>O pool não tem nenhuma ação da {railway}.</translation>
    </message>
    <message>
        <source>You sold {railway} this round: no buying it back in the same round (1830).</source>
        <translation>Você vendeu a {railway} nesta rodada: não pode comprá-la de novo na mesma rodada (1830).</translation>
    </message>
    <message>
        <source>60% limit: a player may hold at most 60% of {railway}.</source>
        <translation>Limite de 60%: um jogador pode ter no máximo 60% da {railway}.</translation>
    </message>
    <message>
        <source>Certificate limit: you already hold {limit} certificates.</source>
        <translation>Limite de certificados: você já tem {limit} certificados.</translation>
    </message>
    <message>
        <source>Not enough cash: that costs ${amount}.</source>
        <translation>Dinheiro insuficiente: isso custa ${amount}.</translation>
    </message>
    <message>
        <source>No sales in the first stock round (1830).</source>
        <translation>Não há vendas na primeira rodada de ações (1830).</translation>
    </message>
    <message numerus="yes">
        <source>You hold only %n share(s) of {railway}.</source>
        <translation>
            <numerusform>Você só tem %n ação da {railway}.</numerusform>
            <numerusform>Você só tem %n ações da {railway}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pool may hold at most 50% of a railway: it can take only {room} more of {railway}.</source>
        <translation>O pool pode guardar no máximo 50% de uma ferrovia: só cabem mais {room} da {railway}.</translation>
    </message>
    <message>
        <source>The director&apos;s certificate never goes to the pool: nobody else holds 20% of {railway} to take it over.</source>
        <translation>O certificado de presidente nunca vai para o pool: ninguém mais tem 20% da {railway} para assumi-lo.</translation>
    </message>
    <message>
        <source>A turn is one sale, then one buy: you have sold this turn.</source>
        <translation>Uma vez é uma venda e depois uma compra: você já vendeu nesta vez.</translation>
    </message>
    <message>
        <source>One share a turn: you have bought this turn.</source>
        <translation>Uma ação por vez: você já comprou nesta vez.</translation>
    </message>
    <message>
        <source>Sell first, then buy: a turn may not sell after it buys.</source>
        <translation>Primeiro vender, depois comprar: não se pode vender depois de comprar na mesma vez.</translation>
    </message>
    <message numerus="yes">
        <source>{railway} has %n share(s) in its treasury to offer.</source>
        <translation>
            <numerusform>{railway} tem %n ação em tesouraria para oferecer.</numerusform>
            <numerusform>{railway} tem %n ações em tesouraria para oferecer.</numerusform>
        </translation>
    </message>
    <message>
        <source>Directors first declare the shares they offer for re-issue.</source>
        <translation>Primeiro os presidentes declaram as ações que oferecem para reemissão.</translation>
    </message>
    <message>
        <source>It is your turn: sell, buy or pass.</source>
        <translation>É a sua vez: venda, compre ou passe.</translation>
    </message>
    <message>
        <source>Anyone wants a share? Buy one or pass.</source>
        <translation>“Alguém quer uma ação?” Compre uma ou passe.</translation>
    </message>
    <message>
        <source>First decide whether to raise the network level.</source>
        <translation>Primeiro decida se vai aumentar o nível da rede.</translation>
    </message>
    <message>
        <source>The network level may not exceed {level} in this phase.</source>
        <translation>O nível da rede não pode passar de {level} nesta fase.</translation>
    </message>
    <message>
        <source>Raising the network costs ${amount}; the treasury holds ${funds}.</source>
        <translation>Aumentar o nível da rede custa ${amount}; a tesouraria tem ${funds}.</translation>
    </message>
    <message>
        <source>Pay the run out or withhold it.</source>
        <translation>Pague a receita como dividendos ou retenha-a.</translation>
    </message>
    <message>
        <source>Buy trains or finish the railway&apos;s turn.</source>
        <translation>Compre trens ou encerre a vez da ferrovia.</translation>
    </message>
    <message>
        <source>The director must sell shares to the pool to pay for the train.</source>
        <translation>O presidente precisa vender ações ao pool para pagar o trem.</translation>
    </message>
    <message>
        <source>A railway without a train must buy one before its turn ends.</source>
        <translation>Uma ferrovia sem trem precisa comprar um antes do fim da sua vez.</translation>
    </message>
    <message>
        <source>That train is not for sale: the depot sells its lowest kind first.</source>
        <translation>Esse trem não está à venda: o depósito vende primeiro o tipo mais baixo.</translation>
    </message>
    <message>
        <source>Train limit: a railway may own at most {limit} trains in this phase.</source>
        <translation>Limite de trens: uma ferrovia pode ter no máximo {limit} trens nesta fase.</translation>
    </message>
    <message>
        <source>The train costs ${amount}; the treasury holds ${funds}.</source>
        <translation>O trem custa ${amount}; a tesouraria tem ${funds}.</translation>
    </message>
    <message>
        <source>Only a 4, 5 or 6 the railway owns may be traded in for a new Diesel.</source>
        <translation>Só um trem de 4, 5 ou 6 da própria ferrovia pode ser dado como parte do pagamento de um Diesel novo.</translation>
    </message>
    <message>
        <source>Only one share at a time, and never the director&apos;s certificate nor so much that the railway in need changes director.</source>
        <translation>Só uma ação de cada vez, nunca o certificado de presidente e nunca a ponto de a ferrovia em apuros trocar de presidente.</translation>
    </message>
    <message>
        <source>Sell {count} shares of {railway}</source>
        <translation>Vender {count} ações da {railway}</translation>
    </message>
    <message>
        <source>Sell a share of {railway}</source>
        <translation>Vender uma ação da {railway}</translation>
    </message>
    <message>
        <source>Sell a share of {railway} to the pool</source>
        <translation>Vender uma ação da {railway} ao pool</translation>
    </message>
    <message>
        <source>Buy a new share of {railway} (${amount})</source>
        <translation>Comprar uma ação nova da {railway} (${amount})</translation>
    </message>
    <message>
        <source>Buy a re-issued share of {railway} (${amount})</source>
        <translation>Comprar uma ação reemitida da {railway} (${amount})</translation>
    </message>
    <message>
        <source>Buy a share of {railway} from the pool (${amount})</source>
        <translation>Comprar uma ação da {railway} do pool (${amount})</translation>
    </message>
    <message>
        <source>Start {railway} at par ${par}</source>
        <translation>Abrir a {railway} com valor de paridade ${par}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Terminar a vez</translation>
    </message>
    <message>
        <source>Offer one share of {railway} for re-issue</source>
        <translation>Oferecer uma ação da {railway} para reemissão</translation>
    </message>
    <message>
        <source>Offer {count} shares of {railway} for re-issue</source>
        <translation>Oferecer {count} ações da {railway} para reemissão</translation>
    </message>
    <message>
        <source>Offer no shares of {railway} for re-issue</source>
        <translation>Não oferecer ações da {railway} para reemissão</translation>
    </message>
    <message>
        <source>Buy one (${amount})</source>
        <translation>Comprar (${amount})</translation>
    </message>
    <message>
        <source>No, thank you</source>
        <translation>Não, obrigado</translation>
    </message>
    <message>
        <source>Raise the network to level {level} (${amount})</source>
        <translation>Aumentar a rede para o nível {level} (${amount})</translation>
    </message>
    <message>
        <source>Keep the network level</source>
        <translation>Manter o nível da rede</translation>
    </message>
    <message>
        <source>Pay out ${amount}</source>
        <translation>Pagar ${amount}</translation>
    </message>
    <message>
        <source>Withhold ${amount}</source>
        <translation>Reter ${amount}</translation>
    </message>
    <message>
        <source>Buy a {train}-train (${amount})</source>
        <translation>Comprar um trem de {train} (${amount})</translation>
    </message>
    <message>
        <source>Buy a {train}-train trading in a {old} (${amount})</source>
        <translation>Comprar um trem de {train} dando um trem de {old} como parte do pagamento (${amount})</translation>
    </message>
    <message>
        <source>Buy no more trains</source>
        <translation>Parar de comprar trens</translation>
    </message>
    <message>
        <source>Sell shares</source>
        <translation>Vender ações</translation>
    </message>
    <message>
        <source>Buy a share</source>
        <translation>Comprar uma ação</translation>
    </message>
    <message>
        <source>Start a railway</source>
        <translation>Abrir uma ferrovia</translation>
    </message>
    <message>
        <source>Offer shares for re-issue</source>
        <translation>Oferecer ações para reemissão</translation>
    </message>
    <message>
        <source>Anyone wants a share?</source>
        <translation>Alguém quer uma ação?</translation>
    </message>
    <message>
        <source>Network level</source>
        <translation>Nível da rede</translation>
    </message>
    <message>
        <source>Pay out or withhold</source>
        <translation>Pagar ou reter</translation>
    </message>
    <message>
        <source>Buy a train</source>
        <translation>Comprar um trem</translation>
    </message>
</context>
<context>
    <name>StockRoundTable</name>
    <message>
        <source>The pool: drop your certificates here to sell them (&quot;Anyone wants a share?&quot;). It holds at most 50% of a railway; the director&apos;s certificate never goes here.</source>
        <translation>O pool (a reserva do banco): solte aqui os seus certificados para vendê-los (“Alguém quer uma ação?”). Ele guarda no máximo 50% de uma ferrovia; o certificado de presidente nunca vai para ele.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message numerus="yes">
        <source>%n share(s) of {railway} in the pool: drag one to your area (or click it) to buy it for {price}, one column right of the market price.</source>
        <translation>
            <numerusform>%n ação da {railway} no pool: arraste-a para a sua área (ou clique nela) para comprá-la por {price}, uma coluna à direita da cotação.</numerusform>
            <numerusform>%n ações da {railway} no pool: arraste uma para a sua área (ou clique nela) para comprá-la por {price}, uma coluna à direita da cotação.</numerusform>
        </translation>
    </message>
    <message>
        <source>No shares in the pool.</source>
        <translation>Nenhuma ação no pool.</translation>
    </message>
    <message>
        <source>Phase {phase} · train limit {limit}</source>
        <translation>Fase {phase} · limite de trens {limit}</translation>
    </message>
    <message>
        <source>The phase is the newest kind of train bought. It sets the train limit, the highest network level and how many operating rounds follow a stock round.</source>
        <translation>A fase é o tipo de trem mais novo já comprado. Ela define o limite de trens, o nível máximo da rede e quantas rodadas de operações seguem uma rodada de ações.</translation>
    </message>
    <message>
        <source>A discarded {train}-train in the bank pool.</source>
        <translation>Um trem de {train} descartado no pool.</translation>
    </message>
    <message>
        <source>{count} {train}-trains in the depot.</source>
        <translation>{count} trens de {train} no depósito.</translation>
    </message>
    <message>
        <source>Price {price}. In a railway&apos;s operating turn, drag it onto the charter (or click it) to buy it.</source>
        <translation>Preço {price}. Na vez de uma ferrovia na rodada de operações, arraste-o para a ficha dela (ou clique nele) para comprá-lo.</translation>
    </message>
    <message>
        <source>It rusts when the first {by}-train is bought.</source>
        <translation>Ele enferruja quando o primeiro trem de {by} é comprado.</translation>
    </message>
    <message>
        <source>Then: {trains}</source>
        <translation>Depois: {trains}</translation>
    </message>
    <message>
        <source>Trains still in the depot, sold in this order once the ones before are gone.</source>
        <translation>Trens ainda no depósito, vendidos nesta ordem quando os anteriores acabarem.</translation>
    </message>
    <message>
        <source>${amount}</source>
        <translation>${amount}</translation>
    </message>
    <message>
        <source>{railway}&apos;s charter. In its operating turn, drag a train from the depot here to buy it.</source>
        <translation>Ficha da {railway}. Na vez dela na rodada de operações, arraste um trem do depósito para cá para comprá-lo.</translation>
    </message>
    <message>
        <source>{railway} (code {code}).</source>
        <translation>{railway} (código {code}).</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Não aberta</translation>
    </message>
    <message>
        <source>Start it by buying its director&apos;s certificate (20%) at a par price: drop the certificate on a par square of the market&apos;s top row.</source>
        <translation>Abra-a comprando o certificado de presidente dela (20%) a um valor de paridade: solte o certificado numa casa de valor de paridade da linha de cima da tabela de cotações.</translation>
    </message>
    <message>
        <source>Par: ${low}–${high}</source>
        <translation>Paridade: ${low}–${high}</translation>
    </message>
    <message>
        <source>The par prices: the top row, columns 2 to 6.</source>
        <translation>Os valores de paridade: a linha de cima, colunas 2 a 6.</translation>
    </message>
    <message>
        <source>Share {price}</source>
        <translation>Ação {price}</translation>
    </message>
    <message>
        <source>The market price of one share (10%).</source>
        <translation>A cotação de uma ação (10%).</translation>
    </message>
    <message>
        <source>Director: {player}</source>
        <translation>Presidente: {player}</translation>
    </message>
    <message>
        <source>The director holds the 20% certificate and decides for the railway. Another player who comes to hold more becomes director.</source>
        <translation>O presidente tem o certificado de 20% e decide pela ferrovia. Outro jogador que passar a ter mais se torna presidente.</translation>
    </message>
    <message>
        <source>Treasury {amount}</source>
        <translation>Tesouraria {amount}</translation>
    </message>
    <message>
        <source>The railway&apos;s cash. New and re-issued shares are paid to it. It floats, and operates, once 60% is sold.</source>
        <translation>O dinheiro da ferrovia. As ações novas e reemitidas são pagas a ela. Ela é lançada, e opera, quando 60% foram vendidos.</translation>
    </message>
    <message>
        <source>Raising it to {next} costs {cost}.</source>
        <translation>Aumentar para {next} custa {cost}.</translation>
    </message>
    <message>
        <source>It cannot go higher in this phase.</source>
        <translation>Ele não pode subir mais nesta fase.</translation>
    </message>
    <message>
        <source>Network level {level} (at most {top} in this phase): each train runs for its size × ${value}. {more} In its operating turn the director may raise it once; click here (R).</source>
        <translation>Nível da rede {level} (no máximo {top} nesta fase): cada trem rende o seu tamanho × ${value}. {more} Na vez da ferrovia na rodada de operações, o presidente pode aumentá-lo uma vez; clique aqui (R).</translation>
    </message>
    <message>
        <source>Network {level}/{top}</source>
        <translation>Rede {level}/{top}</translation>
    </message>
    <message>
        <source>runs {amount}</source>
        <translation>rende {amount}</translation>
    </message>
    <message>
        <source>What its trains run for now: each train&apos;s size × the level&apos;s value.</source>
        <translation>Quanto os trens dela rendem agora: o tamanho de cada trem × o valor do nível.</translation>
    </message>
    <message>
        <source>No train</source>
        <translation>Sem trem</translation>
    </message>
    <message numerus="yes">
        <source>%n new share(s) of {railway}: drag one to your area (or click it) to buy it at the market price, paid to the railway.</source>
        <translation>
            <numerusform>%n ação nova da {railway}: arraste-a para a sua área (ou clique nela) para comprá-la pela cotação, paga à ferrovia.</numerusform>
            <numerusform>%n ações novas da {railway}: arraste uma para a sua área (ou clique nela) para comprá-la pela cotação, paga à ferrovia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n share(s) in {railway}&apos;s treasury, {offered} offered for re-issue this round: an offered share is bought at the market price, paid to the railway.</source>
        <translation>
            <numerusform>%n ação em tesouraria da {railway} (oferecidas para reemissão nesta rodada: {offered}): uma ação oferecida é comprada pela cotação, paga à ferrovia.</numerusform>
            <numerusform>%n ações em tesouraria da {railway}, {offered} oferecidas para reemissão nesta rodada: uma ação oferecida é comprada pela cotação, paga à ferrovia.</numerusform>
        </translation>
    </message>
    <message>
        <source>A railway floats once 60% is sold; a floated railway without a train earns nothing and must buy one in its turn.</source>
        <translation>Uma ferrovia é lançada quando 60% foram vendidos; uma ferrovia lançada sem trem não ganha nada e precisa comprar um na sua vez.</translation>
    </message>
    <message>
        <source>Not floated</source>
        <translation>Não lançada</translation>
    </message>
    <message>
        <source>{pct}% sold</source>
        <translation>{pct}% vendidos</translation>
    </message>
    <message>
        <source>A {train}-train.</source>
        <translation>Um trem de {train}.</translation>
    </message>
    <message>
        <source>{railway}&apos;s director&apos;s certificate (20%): drag it onto a par price of the market&apos;s top row, or click it and choose the par.</source>
        <translation>O certificado de presidente da {railway} (20%): arraste-o para um valor de paridade na linha de cima da tabela de cotações, ou clique nele e escolha o valor de paridade.</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Novas</translation>
    </message>
    <message>
        <source>Unissued shares: the railway sells them.</source>
        <translation>Ações não emitidas: a ferrovia as vende.</translation>
    </message>
    <message>
        <source>{offered} offered</source>
        <translation>{offered} oferecidas</translation>
    </message>
    <message>
        <source>Share price ${price}.</source>
        <translation>Cotação ${price}.</translation>
    </message>
    <message>
        <source>A par price: start a railway here by dropping its director&apos;s certificate on it.</source>
        <translation>Um valor de paridade: abra aqui uma ferrovia soltando nele o certificado de presidente dela.</translation>
    </message>
    <message>
        <source>Pay-out: one column right (up at the right edge). Withholding: one column left (down at the left edge). A share absorbed by the pool: one row down (on the bottom row, one column left).</source>
        <translation>Pagar dividendos: uma coluna para a direita (para cima na borda direita). Reter: uma coluna para a esquerda (para baixo na borda esquerda). Uma ação absorvida pelo pool: uma linha para baixo (na linha de baixo, uma coluna para a esquerda).</translation>
    </message>
    <message>
        <source>The share market: each railway&apos;s token stands on its share price. A railway starts on a par square of the top row.</source>
        <translation>A tabela de cotações: o marcador de cada ferrovia fica na sua cotação. Uma ferrovia é aberta numa casa de valor de paridade da linha de cima.</translation>
    </message>
    <message>
        <source>{railway}: share price ${price}.</source>
        <translation>{railway}: cotação ${price}.</translation>
    </message>
    <message>
        <source>Each player&apos;s cash.</source>
        <translation>O dinheiro de cada jogador.</translation>
    </message>
    <message>
        <source>Certs</source>
        <translation>Cert.</translation>
    </message>
    <message>
        <source>{railway}: who holds how much of it (the director&apos;s share golden), what lies in the pool, the new shares and the treasury shares offered for re-issue.</source>
        <translation>{railway}: quem tem quanto dela (a parte do presidente em dourado), o que está no pool, as ações novas e as ações em tesouraria oferecidas para reemissão.</translation>
    </message>
    <message>
        <source>Your area: drag a certificate here to buy it; drag your certificates to the pool to sell them.</source>
        <translation>Sua área: arraste um certificado para cá para comprá-lo; arraste os seus certificados para o pool para vendê-los.</translation>
    </message>
    <message>
        <source>{player}&apos;s certificates and cash.</source>
        <translation>Certificados e dinheiro de {player}.</translation>
    </message>
    <message>
        <source>(you)</source>
        <translation>(você)</translation>
    </message>
    <message>
        <source>{player}; worth {worth} (cash plus shares at market price).</source>
        <translation>{player}; patrimônio {worth} (dinheiro mais ações pela cotação).</translation>
    </message>
    <message numerus="yes">
        <source>{player} holds %n certificate(s); the limit is {limit}.</source>
        <translation>
            <numerusform>{player} tem %n certificado; o limite é {limit}.</numerusform>
            <numerusform>{player} tem %n certificados; o limite é {limit}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Shares in the pool: bought at one column right of the market price.</source>
        <translation>Ações no pool: compradas uma coluna à direita da cotação.</translation>
    </message>
    <message>
        <source>Unissued shares: the railway sells them at the market price.</source>
        <translation>Ações não emitidas: a ferrovia as vende pela cotação.</translation>
    </message>
    <message>
        <source>Re-issue</source>
        <translation>Reemissão</translation>
    </message>
    <message>
        <source>Shares in the railway&apos;s treasury; its director offers some for re-issue at the start of each stock round.</source>
        <translation>Ações em tesouraria da ferrovia; o presidente dela oferece algumas para reemissão no início de cada rodada de ações.</translation>
    </message>
    <message>
        <source>Cash.</source>
        <translation>Dinheiro.</translation>
    </message>
    <message>
        <source>Certificates held against the certificate limit ({limit} with {players} players; the director&apos;s certificate counts once). At most 60% of one railway.</source>
        <translation>Certificados em mãos diante do limite de certificados ({limit} com {players} jogadores; o certificado de presidente conta como um). No máximo 60% de uma ferrovia.</translation>
    </message>
    <message>
        <source>{n}/{limit}</source>
        <translation>{n}/{limit}</translation>
    </message>
    <message>
        <source>{player} holds {pct}% of {railway}{director}.</source>
        <translation>{player} tem {pct}% da {railway}{director}.</translation>
    </message>
    <message>
        <source>, as its director</source>
        <translation>, como presidente</translation>
    </message>
    <message>
        <source>Drag to the pool (or click) to sell.</source>
        <translation>Arraste para o pool (ou clique) para vender.</translation>
    </message>
    <message>
        <source>Choose the par price: drop the director&apos;s certificate on a par square of the market&apos;s top row (or click it).</source>
        <translation>Escolha o valor de paridade: solte o certificado de presidente numa casa de valor de paridade da linha de cima da tabela de cotações (ou clique nela).</translation>
    </message>
    <message>
        <source>That price is no par: only the par squares of the top row (${low} to ${high}) start a railway. Drop the director&apos;s certificate on one of them.</source>
        <translation>Essa cotação não é um valor de paridade: só as casas de valor de paridade da linha de cima (${low} a ${high}) abrem uma ferrovia. Solte o certificado de presidente numa delas.</translation>
    </message>
    <message>
        <source>The pool takes only the shares players sell: drag this share to your area to buy it.</source>
        <translation>O pool só recebe as ações que os jogadores vendem: arraste esta ação para a sua área para comprá-la.</translation>
    </message>
    <message>
        <source>Drag the share to your area to buy it.</source>
        <translation>Arraste a ação para a sua área para comprá-la.</translation>
    </message>
    <message>
        <source>You buy shares only for yourself: drag the share to your own area.</source>
        <translation>Você só compra ações para si mesmo: arraste a ação para a sua própria área.</translation>
    </message>
    <message>
        <source>To sell your shares, drop the certificate on the pool.</source>
        <translation>Para vender as suas ações, solte o certificado no pool.</translation>
    </message>
    <message>
        <source>That certificate belongs to another player: you can sell only your own.</source>
        <translation>Esse certificado é de outro jogador: você só pode vender os seus.</translation>
    </message>
    <message>
        <source>Trains are bought in the operating rounds, by the railway operating: not in a stock round.</source>
        <translation>Os trens são comprados nas rodadas de operações, pela ferrovia da vez: não numa rodada de ações.</translation>
    </message>
    <message>
        <source>Only {railway} buys trains now: drop the train on its charter.</source>
        <translation>Só a {railway} compra trens agora: solte o trem na ficha dela.</translation>
    </message>
    <message>
        <source>To buy a train for {railway}, drop it on {railway}&apos;s charter.</source>
        <translation>Para comprar um trem para a {railway}, solte-o na ficha da {railway}.</translation>
    </message>
    <message>
        <source>Start {railway} at which par price?</source>
        <translation>Abrir a {railway} a qual valor de paridade?</translation>
    </message>
    <message>
        <source>Sell how many shares of {railway}?</source>
        <translation>Vender quantas ações da {railway}?</translation>
    </message>
    <message>
        <source>Buy the {train}-train outright, or trade in an old train?</source>
        <translation>Comprar o trem de {train} pagando tudo, ou dar um trem antigo como parte do pagamento?</translation>
    </message>
    <message>
        <source>1 share</source>
        <translation>1 ação</translation>
    </message>
    <message>
        <source>{count} shares</source>
        <translation>{count} ações</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <source>Outright (${amount})</source>
        <translation>Pagando tudo (${amount})</translation>
    </message>
    <message>
        <source>Trade in a {old} (${amount})</source>
        <translation>Dando um trem de {old} (${amount})</translation>
    </message>
    <message>
        <source>Pay out ${per}/share (you: ${mine}) → ${price}</source>
        <translation>Pagar ${per}/ação (você: ${mine}) → ${price}</translation>
    </message>
    <message>
        <source>Pay out the run of ${amount}: ${per} a share, ${mine} to you; the token moves one column right (up at the right edge), the share price to ${price}.</source>
        <translation>Pagar a receita de ${amount}: ${per} por ação, ${mine} para você; o marcador vai uma coluna para a direita (para cima na borda direita), a cotação para ${price}.</translation>
    </message>
    <message>
        <source>Withhold ${amount} (treasury) ← ${price}</source>
        <translation>Reter ${amount} (tesouraria) ← ${price}</translation>
    </message>
    <message>
        <source>Withhold the run: ${amount} to the railway&apos;s treasury, nothing to the shareholders; the token moves one column left (down at the left edge), the share price to ${price}.</source>
        <translation>Reter a receita: ${amount} para a tesouraria da ferrovia, nada para os acionistas; o marcador vai uma coluna para a esquerda (para baixo na borda esquerda), a cotação para ${price}.</translation>
    </message>
    <message>
        <source>↑ Level {level} (${amount}) · no train: price falls</source>
        <translation>↑ Nível {level} (${amount}) · sem trem: cotação cai</translation>
    </message>
    <message>
        <source>Keep level {level} · no train: price falls</source>
        <translation>Manter nível {level} · sem trem: cotação cai</translation>
    </message>
    <message>
        <source>{railway} has no train: right after this choice it runs for nothing, withholds, and its share price falls to ${price}. It buys a train only after it runs.</source>
        <translation>A {railway} não tem trem: logo após esta escolha ela não rende nada, retém, e a cotação cai para ${price}. Ela só compra um trem depois da receita.</translation>
    </message>
    <message>
        <source>Anyone wants a share? Yes, buy one</source>
        <translation>“Alguém quer uma ação?” Sim, comprar uma</translation>
    </message>
    <message>
        <source>Anyone wants a share? No, thank you</source>
        <translation>“Alguém quer uma ação?” Não, obrigado</translation>
    </message>
    <message>
        <source>pass, end the turn, or buy no more trains</source>
        <translation>passar, terminar a vez ou parar de comprar trens</translation>
    </message>
    <message>
        <source>offer that many treasury shares for re-issue (or answer the table&apos;s question)</source>
        <translation>oferecer tantas ações em tesouraria para reemissão (ou responder à pergunta da mesa)</translation>
    </message>
    <message>
        <source>raise the network level</source>
        <translation>aumentar o nível da rede</translation>
    </message>
    <message>
        <source>keep the network level</source>
        <translation>manter o nível da rede</translation>
    </message>
    <message>
        <source>pay the run out</source>
        <translation>pagar a receita como dividendos</translation>
    </message>
    <message>
        <source>withhold the run</source>
        <translation>reter a receita</translation>
    </message>
    <message numerus="yes">
        <source>{seller} sells %n share(s) of {railway} at {price}.</source>
        <translation>
            <numerusform>{seller} vende %n ação da {railway} a {price}.</numerusform>
            <numerusform>{seller} vende %n ações da {railway} a {price}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n share(s) of {railway} on offer at {price}: when you are asked, drag one to your area (or click it) to buy it.</source>
        <translation>
            <numerusform>%n ação da {railway} oferecida a {price}: quando for perguntado, arraste-a para a sua área (ou clique nela) para comprá-la.</numerusform>
            <numerusform>%n ações da {railway} oferecidas a {price}: quando for perguntado, arraste uma para a sua área (ou clique nela) para comprá-la.</numerusform>
        </translation>
    </message>
    <message>
        <source>On offer</source>
        <translation>Oferecidas</translation>
    </message>
    <message>
        <source>Game over: {players} won with {amount}.</source>
        <translation>Fim de jogo: vitória de {players} com {amount}.</translation>
    </message>
    <message>
        <source>Anyone wants a share? {player} is deciding.</source>
        <translation>“Alguém quer uma ação?” {player} está decidindo.</translation>
    </message>
    <message>
        <source>{player} is playing.</source>
        <translation>{player} está jogando.</translation>
    </message>
    <message>
        <source>Re-issue: how many of {railway}&apos;s treasury shares do you offer this round?</source>
        <translation>Reemissão: quantas ações em tesouraria da {railway} você oferece nesta rodada?</translation>
    </message>
    <message>
        <source>Anyone wants a share? Buy one (Y) or pass (N).</source>
        <translation>“Alguém quer uma ação?” Compre uma (Y) ou passe (N).</translation>
    </message>
    <message>
        <source>{railway}: raise the network level (R) or keep it (K)?</source>
        <translation>{railway}: aumentar o nível da rede (R) ou mantê-lo (K)?</translation>
    </message>
    <message>
        <source>{railway} runs for {amount}: pay out (O) or withhold (W)?</source>
        <translation>{railway} rende {amount}: pagar dividendos (O) ou reter (W)?</translation>
    </message>
    <message>
        <source>{railway}: drag a train from the depot onto its charter to buy it, or buy no more (P).</source>
        <translation>{railway}: arraste um trem do depósito para a ficha dela para comprá-lo, ou pare de comprar (P).</translation>
    </message>
    <message>
        <source>{railway} needs a train: sell shares to the pool (drag them there) to pay for it.</source>
        <translation>{railway} precisa de um trem: venda ações ao pool (arraste-as para lá) para pagá-lo.</translation>
    </message>
    <message>
        <source>Sell: drag certificates to the pool; then you may still buy one share.</source>
        <translation>Vender: arraste certificados para o pool; depois você ainda pode comprar uma ação.</translation>
    </message>
    <message>
        <source>Sell: drag certificates to the pool.</source>
        <translation>Vender: arraste certificados para o pool.</translation>
    </message>
    <message>
        <source>Buy: drag a share to your area.</source>
        <translation>Comprar: arraste uma ação para a sua área.</translation>
    </message>
    <message>
        <source>Start a railway: drop its director&apos;s certificate on a par price.</source>
        <translation>Abrir uma ferrovia: solte o certificado de presidente dela num valor de paridade.</translation>
    </message>
    <message>
        <source>Or end your turn (P).</source>
        <translation>Ou termine a sua vez (P).</translation>
    </message>
    <message>
        <source>Nothing more to buy: end your turn (P).</source>
        <translation>Nada mais para comprar: termine a sua vez (P).</translation>
    </message>
    <message>
        <source>Or pass (P).</source>
        <translation>Ou passe (P).</translation>
    </message>
    <message>
        <source>Nothing to sell or buy: pass (P).</source>
        <translation>Nada para vender nem comprar: passe (P).</translation>
    </message>
    <message>
        <source>{railway} must buy a train: drag one from the depot onto its charter.</source>
        <translation>A {railway} precisa comprar um trem: arraste um do depósito para a ficha dela.</translation>
    </message>
    <message>
        <source>{railway} can buy no train now: buy no more (P).</source>
        <translation>A {railway} não pode comprar nenhum trem agora: pare de comprar (P).</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Dinheiro</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Ações</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Patrimônio</translation>
    </message>
    <message>
        <source>Final worth</source>
        <translation>Patrimônio final</translation>
    </message>
    <message>
        <source>Game over after {n} operating rounds</source>
        <translation>Fim de jogo após {n} rodadas de operações</translation>
    </message>
    <message>
        <source>SR {n}</source>
        <translation>SR {n}</translation>
    </message>
    <message>
        <source>OR {sr}.{n}</source>
        <translation>OR {sr}.{n}</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} de {total}</translation>
    </message>
    <message>
        <source>The round: a stock round (SR), then a set of operating rounds (OR): one in phase 2, two in phases 3 and 4, three from phase 5.</source>
        <translation>A rodada: uma rodada de ações (SR), depois uma série de rodadas de operações (OR): uma na fase 2, duas nas fases 3 e 4, três a partir da fase 5.</translation>
    </message>
    <message>
        <source>Bank {amount}</source>
        <translation>Banco {amount}</translation>
    </message>
    <message>
        <source>(broken)</source>
        <translation>(quebrou)</translation>
    </message>
    <message>
        <source>The bank&apos;s cash. When it runs out the bank is broken: the game ends after that set of operating rounds.</source>
        <translation>O dinheiro do banco. Quando ele acaba, o banco quebra: o jogo termina depois dessa série de rodadas de operações.</translation>
    </message>
    <message>
        <source>Phase {phase}</source>
        <translation>Fase {phase}</translation>
    </message>
    <message>
        <source>The newest kind of train bought.</source>
        <translation>O tipo de trem mais novo já comprado.</translation>
    </message>
    <message>
        <source>Priority deal: {player}</source>
        <translation>Prioridade: {player}</translation>
    </message>
    <message>
        <source>The player who starts the next stock round.</source>
        <translation>O jogador que começa a próxima rodada de ações.</translation>
    </message>
    <message>
        <source>Each player&apos;s worth (cash plus shares) over the game</source>
        <translation>O patrimônio de cada jogador (dinheiro mais ações) ao longo do jogo</translation>
    </message>
    <message>
        <source>Worth after the start, every stock round (SR) and every operating round (OR).</source>
        <translation>Patrimônio depois do início, de cada rodada de ações (SR) e de cada rodada de operações (OR).</translation>
    </message>
    <message>
        <source>What just happened.</source>
        <translation>O que acabou de acontecer.</translation>
    </message>
    <message>
        <source>No train: {railway} runs for nothing, withholds and falls to {price}.</source>
        <translation>Sem trem: a {railway} não rende nada, retém e cai para {price}.</translation>
    </message>
    <message>
        <source>No train: {railways} run for nothing, withhold and fall.</source>
        <translation>Sem trem: {railways} não rendem nada, retêm e caem.</translation>
    </message>
    <message>
        <source>{railways}: no train yet. Railways run before they buy trains, so in its next operating turn it withholds and its price falls.</source>
        <translation>{railways}: ainda sem trem. As ferrovias rendem antes de comprar trens, então na próxima vez dela na rodada de operações ela retém e a cotação cai.</translation>
    </message>
</context>
<context>
    <name>Stockpile</name>
    <message>
        <source>Advanced board (a track of its own for each company)</source>
        <translation>Tabuleiro Avançado (uma trilha própria para cada empresa)</translation>
    </message>
    <message>
        <source>Each company climbs its own track, with its own start and split values; Stanford Steel pays $1K a share on its $ spaces.</source>
        <translation>Cada empresa sobe em sua própria trilha, com seus próprios valores inicial e de Divisão de Ações; a Stanford Steel paga $1K por ação em seus espaços de $.</translation>
    </message>
    <message>
        <source>Promissory notes</source>
        <translation>Cartas Promissórias</translation>
    </message>
    <message>
        <source>Buy up to 3 notes each round: every note earns $1K a round and is paid back at the end.</source>
        <translation>Compre até 3 Cartas Promissórias por rodada: cada uma rende $1K por rodada e é reembolsada no fim.</translation>
    </message>
    <message>
        <source>Commodities &amp; taxes</source>
        <translation>Commodities &amp; Impostos</translation>
    </message>
    <message>
        <source>Commodity and tax cards join the stockpiles: sets of different commodities earn money at the end, taxes cost money.</source>
        <translation>Cartas de Commodities e de Imposto entram nas Pilhas de Ações: conjuntos de commodities diferentes rendem dinheiro no fim, impostos custam dinheiro.</translation>
    </message>
    <message>
        <source>Forecast dice</source>
        <translation>Dados de Previsão</translation>
    </message>
    <message>
        <source>Six dice pick each round&apos;s forecasts from 22 cards, so the forecasts change every round.</source>
        <translation>Seis dados escolhem as Previsões de cada rodada entre 22 cartas, então as Previsões mudam a cada rodada.</translation>
    </message>
    <message>
        <source>Investment strategies</source>
        <translation>Estratégias de Investimento</translation>
    </message>
    <message>
        <source>A hand of strategy cards: once a round, in the Action Phase, play one for its effect (some cost money).</source>
        <translation>Uma mão de Cartas de Estratégia: uma vez por rodada, na Fase de Ação, jogue uma pelo efeito dela (algumas custam dinheiro).</translation>
    </message>
    <message>
        <source>Investors</source>
        <translation>Investidores</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhum</translation>
    </message>
    <message>
        <source>Choose one of two dealt</source>
        <translation>Escolher um entre dois distribuídos</translation>
    </message>
    <message>
        <source>Investor auction</source>
        <translation>Leilão de Investidores</translation>
    </message>
    <message>
        <source>Each player is an investor with a power for the whole game and their own starting money: kept from two dealt, or won in an auction.</source>
        <translation>Cada jogador é um Investidor com um poder para o jogo todo e seu próprio dinheiro inicial: escolhido entre dois distribuídos ou arrematado num leilão.</translation>
    </message>
    <message>
        <source>First player card variant</source>
        <translation>Variante da Carta de Primeiro Jogador</translation>
    </message>
    <message>
        <source>The first player card is auctioned with a stockpile; its winner chooses who starts the next round.</source>
        <translation>A Carta de Primeiro Jogador é leiloada junto com uma Pilha de Ações; quem a arrematar escolhe quem começa a próxima rodada.</translation>
    </message>
    <message>
        <source>Players choose how many shares to show for a dividend</source>
        <translation>Os jogadores escolhem quantas ações revelar para receber dividendos</translation>
    </message>
    <message>
        <source>A dividend pays only the shares you show, so you may give up money to keep your holdings secret.</source>
        <translation>Os dividendos pagam só as ações que você revelar, então você pode abrir mão de dinheiro para manter suas ações em segredo.</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>uma carta virada para baixo</translation>
    </message>
    <message>
        <source>Stock Boom</source>
        <translation>Stock Boom</translation>
    </message>
    <message>
        <source>Stock Bust</source>
        <translation>Stock Bust</translation>
    </message>
    <message>
        <source>Trading Fee ${amount}K</source>
        <translation>Taxa de Negociação ${amount}K</translation>
    </message>
    <message>
        <source>First Player Card</source>
        <translation>Carta de Primeiro Jogador</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Imposto</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>uma carta oculta</translation>
    </message>
    <message>
        <source>face-up pair</source>
        <translation>par visível</translation>
    </message>
    <message>
        <source>face-down pair</source>
        <translation>par oculto</translation>
    </message>
    <message>
        <source>{company} {forecast}</source>
        <translation>{company} {forecast}</translation>
    </message>
    <message>
        <source>an unknown pair</source>
        <translation>um par desconhecido</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Information Phase</source>
        <translation>Fase de Informação</translation>
    </message>
    <message>
        <source>Supply Phase</source>
        <translation>Fase de Abastecimento</translation>
    </message>
    <message>
        <source>Demand Phase</source>
        <translation>Fase de Demanda</translation>
    </message>
    <message>
        <source>Action Phase</source>
        <translation>Fase de Ação</translation>
    </message>
    <message>
        <source>Selling Phase</source>
        <translation>Fase de Venda</translation>
    </message>
    <message>
        <source>Movement Phase</source>
        <translation>Fase de Movimento</translation>
    </message>
    <message>
        <source>{player} is the first player; the game lasts {rounds} rounds.</source>
        <translation>{player} é o primeiro jogador; o jogo dura {rounds} rodadas.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} begins; {player} is the first player.</source>
        <translation>Começa a rodada {round} de {rounds}; {player} é o primeiro jogador.</translation>
    </message>
    <message>
        <source>Round {round} ends.</source>
        <translation>A rodada {round} termina.</translation>
    </message>
    <message>
        <source>Every player chooses an investor from the cards dealt.</source>
        <translation>Cada jogador escolhe um investidor entre as cartas distribuídas.</translation>
    </message>
    <message>
        <source>{player} has chosen an investor.</source>
        <translation>{player} escolheu um investidor.</translation>
    </message>
    <message>
        <source>You chose {investor}.</source>
        <translation>Você escolheu {investor}.</translation>
    </message>
    <message>
        <source>{player} plays {investor} and starts with ${money}K.</source>
        <translation>{player} joga com {investor} e começa com ${money}K.</translation>
    </message>
    <message>
        <source>Investor auction: every player puts an investor on a stockpile.</source>
        <translation>Leilão de Investidores: cada jogador coloca um investidor numa Pilha de Ações.</translation>
    </message>
    <message>
        <source>{player} offers {investor} on stockpile {pile}.</source>
        <translation>{player} oferece {investor} na Pilha de Ações {pile}.</translation>
    </message>
    <message>
        <source>The investors are auctioned.</source>
        <translation>Os investidores vão a leilão.</translation>
    </message>
    <message>
        <source>{player} wins {investor} with a bid of ${bid}K.</source>
        <translation>{player} arremata {investor} com um lance de ${bid}K.</translation>
    </message>
    <message>
        <source>Every player discards {count} investment strategy cards.</source>
        <translation>Cada jogador descarta {count} Cartas de Estratégia de Investimento.</translation>
    </message>
    <message>
        <source>The investment strategy cards are ready.</source>
        <translation>As Cartas de Estratégia de Investimento estão prontas.</translation>
    </message>
    <message>
        <source>{player} buys promissory notes: {count} for ${amount}K.</source>
        <translation>{player} compra Cartas Promissórias: {count} por ${amount}K.</translation>
    </message>
    <message>
        <source>{player} rolls the forecast dice: {faces}.</source>
        <translation>{player} rola os Dados de Previsão: {faces}.</translation>
    </message>
    <message>
        <source>Forecast Phil: {player} picks a company card.</source>
        <translation>Forecast Phil: {player} escolhe uma carta de empresa.</translation>
    </message>
    <message>
        <source>Forecast Phil: {player} picks a forecast card.</source>
        <translation>Forecast Phil: {player} escolhe uma Carta de Previsão.</translation>
    </message>
    <message>
        <source>{player} receives insider information.</source>
        <translation>{player} recebe informação privilegiada.</translation>
    </message>
    <message>
        <source>Your insider information: {pairs}.</source>
        <translation>Sua informação privilegiada: {pairs}.</translation>
    </message>
    <message>
        <source>Public forecast: {pair}.</source>
        <translation>Previsão pública: {pair}.</translation>
    </message>
    <message>
        <source>You drew {cards}.</source>
        <translation>Você comprou {cards}.</translation>
    </message>
    <message>
        <source>{player} places a card face down on stockpile {pile}; the others go face up on the other stockpiles.</source>
        <translation>{player} coloca uma carta virada para baixo na Pilha de Ações {pile}; as outras vão viradas para cima nas outras pilhas.</translation>
    </message>
    <message>
        <source>The stockpiles start with {cards}.</source>
        <translation>As Pilhas de Ações começam com {cards}.</translation>
    </message>
    <message>
        <source>{player} receives {count} market cards.</source>
        <translation>{player} recebe {count} cartas do Baralho de Mercado.</translation>
    </message>
    <message>
        <source>You receive {cards}.</source>
        <translation>Você recebe {cards}.</translation>
    </message>
    <message>
        <source>{player} draws a card from the commercial deck.</source>
        <translation>{player} compra uma carta do Baralho Comercial.</translation>
    </message>
    <message>
        <source>{player} receives {count} investment strategy cards.</source>
        <translation>{player} recebe {count} Cartas de Estratégia de Investimento.</translation>
    </message>
    <message>
        <source>{player} places {card} on stockpile {pile}.</source>
        <translation>{player} coloca {card} na Pilha de Ações {pile}.</translation>
    </message>
    <message>
        <source>You place {card} on stockpile {pile}.</source>
        <translation>Você coloca {card} na Pilha de Ações {pile}.</translation>
    </message>
    <message>
        <source>{player} places the First Player Card on stockpile {pile}.</source>
        <translation>{player} coloca a Carta de Primeiro Jogador na Pilha de Ações {pile}.</translation>
    </message>
    <message>
        <source>Wise Warren: {player} looks at stockpile {pile}.</source>
        <translation>Wise Warren: {player} olha a Pilha de Ações {pile}.</translation>
    </message>
    <message>
        <source>Stockpile {pile} hides {cards}.</source>
        <translation>A Pilha de Ações {pile} esconde {cards}.</translation>
    </message>
    <message>
        <source>Maverick Mark: {player} moves {card} from stockpile {pile} to stockpile {to_pile}.</source>
        <translation>Maverick Mark: {player} move {card} da Pilha de Ações {pile} para a Pilha de Ações {to_pile}.</translation>
    </message>
    <message>
        <source>Lazy Liliane: {player} receives ${amount}K.</source>
        <translation>Lazy Liliane: {player} recebe ${amount}K.</translation>
    </message>
    <message>
        <source>{player} bids ${amount}K on stockpile {pile}.</source>
        <translation>{player} dá um lance de ${amount}K na Pilha de Ações {pile}.</translation>
    </message>
    <message>
        <source>{player} is outbid on stockpile {pile}.</source>
        <translation>{player} é superado na Pilha de Ações {pile}.</translation>
    </message>
    <message>
        <source>Mayknow Martha: {player} looks at an insider pair ({owner}).</source>
        <translation>Mayknow Martha: {player} olha um par de informação privilegiada ({owner}).</translation>
    </message>
    <message>
        <source>{player} looks at an insider pair ({owner}).</source>
        <translation>{player} olha um par de informação privilegiada ({owner}).</translation>
    </message>
    <message>
        <source>{owner}: {company} {forecast}.</source>
        <translation>{owner}: {company} {forecast}.</translation>
    </message>
    <message>
        <source>{player} pays ${amount}K for stockpile {pile}.</source>
        <translation>{player} paga ${amount}K pela Pilha de Ações {pile}.</translation>
    </message>
    <message>
        <source>You pay ${amount}K for stockpile {pile}: {cards}.</source>
        <translation>Você paga ${amount}K pela Pilha de Ações {pile}: {cards}.</translation>
    </message>
    <message>
        <source>{player} takes {card}.</source>
        <translation>{player} pega {card}.</translation>
    </message>
    <message>
        <source>Broker Bernie: {player} earns a trading fee of ${amount}K.</source>
        <translation>Broker Bernie: {player} recebe uma taxa de negociação de ${amount}K.</translation>
    </message>
    <message>
        <source>{player} pays a trading fee of ${amount}K.</source>
        <translation>{player} paga uma taxa de negociação de ${amount}K.</translation>
    </message>
    <message>
        <source>{player} cannot pay a trading fee of ${amount}K yet.</source>
        <translation>{player} ainda não pode pagar uma taxa de negociação de ${amount}K.</translation>
    </message>
    <message>
        <source>{player} gives the First Player Card to {to}.</source>
        <translation>{player} dá a Carta de Primeiro Jogador para {to}.</translation>
    </message>
    <message>
        <source>{player} plays {card} on {company}.</source>
        <translation>{player} joga {card} em {company}.</translation>
    </message>
    <message>
        <source>Crazy Cramer: {player} moves {company} by {delta}.</source>
        <translation>Crazy Cramer: {player} move {company} em {delta}.</translation>
    </message>
    <message>
        <source>{player} moves {card} into the split portfolio.</source>
        <translation>{player} move {card} para a Carteira Dividida.</translation>
    </message>
    <message>
        <source>{player} moves {card} from the split portfolio back to the portfolio.</source>
        <translation>{player} move {card} da Carteira Dividida de volta para a Carteira de Ações.</translation>
    </message>
    <message>
        <source>{player} discards a {card} share.</source>
        <translation>{player} descarta uma ação de {card}.</translation>
    </message>
    <message>
        <source>{player} plays {card} (cost ${cost}K).</source>
        <translation>{player} joga {card} (custo ${cost}K).</translation>
    </message>
    <message>
        <source>{player} receives ${amount}K.</source>
        <translation>{player} recebe ${amount}K.</translation>
    </message>
    <message>
        <source>{player} shows shares of {companies}.</source>
        <translation>{player} mostra ações de {companies}.</translation>
    </message>
    <message>
        <source>{player} returns a tax card to the box.</source>
        <translation>{player} devolve uma Carta de Imposto à caixa.</translation>
    </message>
    <message>
        <source>{player} gives up a promissory note.</source>
        <translation>{player} abre mão de uma Carta Promissória.</translation>
    </message>
    <message>
        <source>{player} takes a {card} share from the discard pile.</source>
        <translation>{player} pega uma ação de {card} da pilha de descarte.</translation>
    </message>
    <message>
        <source>{player} reveals an insider pair ({owner}): {pair}.</source>
        <translation>{player} revela um par de informação privilegiada ({owner}): {pair}.</translation>
    </message>
    <message>
        <source>{player} declares a dividend on {company}: ${total}K paid in all.</source>
        <translation>{player} declara dividendos de {company}: ${total}K pagos no total.</translation>
    </message>
    <message>
        <source>{player} puts Falsified Earnings on a forecast ({owner}).</source>
        <translation>{player} coloca Falsified Earnings sobre uma previsão ({owner}).</translation>
    </message>
    <message>
        <source>{player} discards {card} unused.</source>
        <translation>{player} descarta {card} sem usar.</translation>
    </message>
    <message>
        <source>{player} gives up a {card} commodity.</source>
        <translation>{player} abre mão da commodity {card}.</translation>
    </message>
    <message>
        <source>{player} sells {card} for ${amount}K.</source>
        <translation>{player} vende {card} por ${amount}K.</translation>
    </message>
    <message>
        <source>{player} sells a split {card} share for ${amount}K.</source>
        <translation>{player} vende uma ação dividida de {card} por ${amount}K.</translation>
    </message>
    <message>
        <source>{player} sells half of a split {card} share for ${amount}K.</source>
        <translation>{player} vende metade de uma ação dividida de {card} por ${amount}K.</translation>
    </message>
    <message>
        <source>Shorting Soros: {player} sells {card} for ${amount}K.</source>
        <translation>Shorting Soros: {player} vende {card} por ${amount}K.</translation>
    </message>
    <message>
        <source>Bailout Barack: {player} buys {card} from the discard pile for ${amount}K.</source>
        <translation>Bailout Barack: {player} compra {card} da pilha de descarte por ${amount}K.</translation>
    </message>
    <message>
        <source>Forecast revealed ({owner}): {pair}.</source>
        <translation>Previsão revelada ({owner}): {pair}.</translation>
    </message>
    <message>
        <source>Forecast revealed ({owner}): {pair}, with Falsified Earnings.</source>
        <translation>Previsão revelada ({owner}): {pair}, com Falsified Earnings.</translation>
    </message>
    <message>
        <source>{company} pays a dividend of ${amount}K per share.</source>
        <translation>{company} paga dividendos de ${amount}K por ação.</translation>
    </message>
    <message>
        <source>{player} shows shares: {normal}, split shares: {split} (${amount}K).</source>
        <translation>{player} mostra ações: {normal}, ações divididas: {split} (${amount}K).</translation>
    </message>
    <message>
        <source>{player} moves shares into the split portfolio: {moved}, and earns ${bonus}K.</source>
        <translation>{player} move ações para a Carteira Dividida: {moved}, e ganha ${bonus}K.</translation>
    </message>
    <message>
        <source>{player} loses shares: {count}.</source>
        <translation>{player} perde ações: {count}.</translation>
    </message>
    <message>
        <source>Majority in {company}: +${amount}K for {players}.</source>
        <translation>Maioria em {company}: +${amount}K para {players}.</translation>
    </message>
    <message>
        <source>The game is over. Highest total, ${amount}K: {players}.</source>
        <translation>O jogo terminou. Maior total, ${amount}K: {players}.</translation>
    </message>
    <message>
        <source>That is not a move of this step of the {phase} Phase.</source>
        <translation>Essa não é uma jogada desta etapa da Fase de {phase}.</translation>
    </message>
    <message>
        <source>That card or place is not one you may use in this step of the {phase} Phase.</source>
        <translation>Você não pode usar essa carta ou esse lugar nesta etapa da Fase de {phase}.</translation>
    </message>
    <message>
        <source>Buy promissory notes: {count}</source>
        <translation>Comprar Cartas Promissórias: {count}</translation>
    </message>
    <message>
        <source>Show shares: {normal}, split shares: {split}</source>
        <translation>Mostrar ações: {normal}, ações divididas: {split}</translation>
    </message>
    <message>
        <source>{company} is now at {value}.</source>
        <translation>{company} agora está em {value}.</translation>
    </message>
    <message numerus="yes">
        <source>Illicit Ivan: {player} draws %n more strategy card(s).</source>
        <translation>
            <numerusform>Illicit Ivan: {player} compra mais %n carta de estratégia.</numerusform>
            <numerusform>Illicit Ivan: {player} compra mais %n cartas de estratégia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Royal Robins: {player} draws %n card(s) for the stockpiles.</source>
        <translation>
            <numerusform>Royal Robins: {player} compra %n carta para as Pilhas de Ações.</numerusform>
            <numerusform>Royal Robins: {player} compra %n cartas para as Pilhas de Ações.</numerusform>
        </translation>
    </message>
    <message>
        <source>{company} pays $1K per share as it climbs.</source>
        <translation>{company} paga $1K por ação ao subir.</translation>
    </message>
    <message>
        <source>{company} splits!</source>
        <translation>Divisão de Ações de {company}!</translation>
    </message>
    <message>
        <source>{company} goes bankrupt and starts again at its start value.</source>
        <translation>{company} vai à falência e recomeça no valor inicial.</translation>
    </message>
    <message>
        <source>{player} receives ${amount}K interest.</source>
        <translation>{player} recebe ${amount}K de juros.</translation>
    </message>
    <message>
        <source>Lucrative Li: {player} receives ${amount}K extra interest.</source>
        <translation>Lucrative Li: {player} recebe ${amount}K de juros extras.</translation>
    </message>
    <message>
        <source>Opulent Oprah: {player} gives ${amount}K to {to}.</source>
        <translation>Opulent Oprah: {player} dá ${amount}K para {to}.</translation>
    </message>
    <message>
        <source>Socialist Sanders: {player} takes ${amount}K from {richest}.</source>
        <translation>Socialist Sanders: {player} tira ${amount}K de {richest}.</translation>
    </message>
    <message>
        <source>Socialist Sanders: {player} gives ${amount}K to {poorest}.</source>
        <translation>Socialist Sanders: {player} dá ${amount}K para {poorest}.</translation>
    </message>
    <message>
        <source>Your other meeple is already on that bid track.</source>
        <translation>Seu outro meeple já está nessa Trilha de Lances.</translation>
    </message>
    <message>
        <source>A bid must lie further along the track than the bid it beats.</source>
        <translation>Um lance precisa ficar mais adiante na trilha do que o lance que ele supera.</translation>
    </message>
    <message>
        <source>Cunning Carlos&apos;s blocker covers that space: outbid him by at least two spaces.</source>
        <translation>O bloqueador de Cunning Carlos cobre esse espaço: supere-o em pelo menos dois espaços.</translation>
    </message>
    <message>
        <source>You cannot pay that much: your money is public and limits you.</source>
        <translation>Você não pode pagar tanto: seu dinheiro é público e limita você.</translation>
    </message>
    <message>
        <source>You may not bid more for an investor than its starting money.</source>
        <translation>Você não pode dar um lance maior que o dinheiro inicial do investidor.</translation>
    </message>
    <message>
        <source>Play every Stock Boom and Stock Bust you won this round first.</source>
        <translation>Jogue primeiro todos os Stock Boom e Stock Bust que você ganhou nesta rodada.</translation>
    </message>
    <message>
        <source>You may buy at most 3 promissory notes a round.</source>
        <translation>Você pode comprar no máximo 3 Cartas Promissórias por rodada.</translation>
    </message>
    <message>
        <source>That card&apos;s effect cannot be carried out now.</source>
        <translation>O efeito dessa carta não pode ser aplicado agora.</translation>
    </message>
    <message>
        <source>Place one card face up and the other face down (Secretive Stuart may place both face down).</source>
        <translation>Coloque uma carta virada para cima e a outra virada para baixo (Secretive Stuart pode colocar as duas viradas para baixo).</translation>
    </message>
    <message>
        <source>Your two commercial cards go on different stockpiles.</source>
        <translation>Suas duas cartas comerciais vão para Pilhas de Ações diferentes.</translation>
    </message>
    <message>
        <source>Shorting Soros sells only one share a round for $8K.</source>
        <translation>Shorting Soros vende só uma ação por rodada por $8K.</translation>
    </message>
    <message>
        <source>Only Shorting Soros sells a share for $8K.</source>
        <translation>Só Shorting Soros vende uma ação por $8K.</translation>
    </message>
    <message>
        <source>Systemic Shock moves three different companies.</source>
        <translation>Systemic Shock move três empresas diferentes.</translation>
    </message>
    <message>
        <source>Only one investment strategy card per round (two for Illicit Ivan).</source>
        <translation>Só uma Carta de Estratégia de Investimento por rodada (duas para Illicit Ivan).</translation>
    </message>
    <message>
        <source>Choose {investor}</source>
        <translation>Escolher {investor}</translation>
    </message>
    <message>
        <source>Offer {investor} on stockpile {pile}</source>
        <translation>Oferecer {investor} na Pilha de Ações {pile}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <source>Buy no promissory notes</source>
        <translation>Não comprar Cartas Promissórias</translation>
    </message>
    <message>
        <source>Pick {card}</source>
        <translation>Escolher {card}</translation>
    </message>
    <message>
        <source>Place {card} face up on stockpile {pile}</source>
        <translation>Colocar {card} virada para cima na Pilha de Ações {pile}</translation>
    </message>
    <message>
        <source>Place {card} face down on stockpile {pile}</source>
        <translation>Colocar {card} virada para baixo na Pilha de Ações {pile}</translation>
    </message>
    <message>
        <source>Place the First Player Card on stockpile {pile}</source>
        <translation>Colocar a Carta de Primeiro Jogador na Pilha de Ações {pile}</translation>
    </message>
    <message>
        <source>Look at stockpile {pile}</source>
        <translation>Olhar a Pilha de Ações {pile}</translation>
    </message>
    <message>
        <source>Move a card from stockpile {pile} to stockpile {to_pile}</source>
        <translation>Mover uma carta da Pilha de Ações {pile} para a Pilha de Ações {to_pile}</translation>
    </message>
    <message>
        <source>Bid ${amount}K on stockpile {pile}</source>
        <translation>Dar um lance de ${amount}K na Pilha de Ações {pile}</translation>
    </message>
    <message>
        <source>Choose an insider pair ({owner})</source>
        <translation>Escolher um par de informação privilegiada ({owner})</translation>
    </message>
    <message>
        <source>Give the First Player Card to {player}</source>
        <translation>Dar a Carta de Primeiro Jogador para {player}</translation>
    </message>
    <message>
        <source>Play {card} on {company}</source>
        <translation>Jogar {card} em {company}</translation>
    </message>
    <message>
        <source>Use {investor}</source>
        <translation>Usar {investor}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jogar {card}</translation>
    </message>
    <message>
        <source>Choose {card}</source>
        <translation>Escolher {card}</translation>
    </message>
    <message>
        <source>Choose {company}</source>
        <translation>Escolher {company}</translation>
    </message>
    <message>
        <source>Move {company} by {delta}</source>
        <translation>Mover {company} em {delta}</translation>
    </message>
    <message>
        <source>Sell {card}</source>
        <translation>Vender {card}</translation>
    </message>
    <message>
        <source>Sell a split {card} share</source>
        <translation>Vender uma ação dividida de {card}</translation>
    </message>
    <message>
        <source>Sell half of a split {card} share</source>
        <translation>Vender metade de uma ação dividida de {card}</translation>
    </message>
    <message>
        <source>Sell {card} for $8K (Shorting Soros)</source>
        <translation>Vender {card} por $8K (Shorting Soros)</translation>
    </message>
    <message>
        <source>Give $2K to {player}</source>
        <translation>Dar $2K para {player}</translation>
    </message>
    <message>
        <source>Give $1K each to {a} and {b}</source>
        <translation>Dar $1K para {a} e para {b}</translation>
    </message>
    <message>
        <source>Choose your investor</source>
        <translation>Escolher seu investidor</translation>
    </message>
    <message>
        <source>Offer an investor on a stockpile</source>
        <translation>Oferecer um investidor numa Pilha de Ações</translation>
    </message>
    <message>
        <source>Discard an investment strategy card</source>
        <translation>Descartar uma Carta de Estratégia de Investimento</translation>
    </message>
    <message>
        <source>Buy promissory notes (or none)</source>
        <translation>Comprar Cartas Promissórias (ou nenhuma)</translation>
    </message>
    <message>
        <source>Forecast Phil: pick a company or forecast card</source>
        <translation>Forecast Phil: escolher uma carta de empresa ou uma Carta de Previsão</translation>
    </message>
    <message>
        <source>Place a market card on a stockpile (one face up, one face down)</source>
        <translation>Colocar uma carta do Baralho de Mercado numa Pilha de Ações (uma virada para cima, outra para baixo)</translation>
    </message>
    <message>
        <source>Place a commercial card on a stockpile</source>
        <translation>Colocar uma carta do Baralho Comercial numa Pilha de Ações</translation>
    </message>
    <message>
        <source>Place the First Player Card on a stockpile</source>
        <translation>Colocar a Carta de Primeiro Jogador numa Pilha de Ações</translation>
    </message>
    <message>
        <source>Wise Warren: look at a stockpile</source>
        <translation>Wise Warren: olhar uma Pilha de Ações</translation>
    </message>
    <message>
        <source>Maverick Mark: move a card to another stockpile</source>
        <translation>Maverick Mark: mover uma carta para outra Pilha de Ações</translation>
    </message>
    <message>
        <source>Bid on a stockpile</source>
        <translation>Dar um lance numa Pilha de Ações</translation>
    </message>
    <message>
        <source>Choose an insider pair</source>
        <translation>Escolher um par de informação privilegiada</translation>
    </message>
    <message>
        <source>Give the First Player Card to a player</source>
        <translation>Dar a Carta de Primeiro Jogador a um jogador</translation>
    </message>
    <message>
        <source>Play a Stock Boom or Stock Bust on a company</source>
        <translation>Jogar um Stock Boom ou Stock Bust em uma empresa</translation>
    </message>
    <message>
        <source>Use your investor&apos;s power</source>
        <translation>Usar o poder do seu investidor</translation>
    </message>
    <message>
        <source>Play an investment strategy card</source>
        <translation>Jogar uma Carta de Estratégia de Investimento</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Escolher uma carta</translation>
    </message>
    <message>
        <source>Choose a company</source>
        <translation>Escolher uma empresa</translation>
    </message>
    <message>
        <source>Sell a share</source>
        <translation>Vender uma ação</translation>
    </message>
    <message>
        <source>Show shares for the dividend</source>
        <translation>Revelar ações para receber dividendos</translation>
    </message>
    <message>
        <source>Opulent Oprah: give money away</source>
        <translation>Opulent Oprah: dar dinheiro</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Encerrar sua vez</translation>
    </message>
    <message>
        <source>stockpile {pile}</source>
        <translation>Pilha de Ações {pile}</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Encerrar a vez</translation>
    </message>
    <message>
        <source>You are the first player; the game lasts {rounds} rounds.</source>
        <translation>Você é o primeiro jogador; o jogo dura {rounds} rodadas.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} begins; you are the first player.</source>
        <translation>Começa a rodada {round} de {rounds}; você é o primeiro jogador.</translation>
    </message>
    <message>
        <source>You have chosen an investor.</source>
        <translation>Você escolheu um investidor.</translation>
    </message>
    <message>
        <source>You play {investor} and start with ${money}K.</source>
        <translation>Você joga com {investor} e começa com ${money}K.</translation>
    </message>
    <message>
        <source>You offer {investor} on stockpile {pile}.</source>
        <translation>Você oferece {investor} na Pilha de Ações {pile}.</translation>
    </message>
    <message>
        <source>You win {investor} with a bid of ${bid}K.</source>
        <translation>Você arremata {investor} com um lance de ${bid}K.</translation>
    </message>
    <message>
        <source>You buy promissory notes: {count} for ${amount}K.</source>
        <translation>Você compra Cartas Promissórias: {count} por ${amount}K.</translation>
    </message>
    <message>
        <source>You roll the forecast dice: {faces}.</source>
        <translation>Você rola os Dados de Previsão: {faces}.</translation>
    </message>
    <message>
        <source>You receive insider information.</source>
        <translation>Você recebe informação privilegiada.</translation>
    </message>
    <message>
        <source>You receive {count} market cards.</source>
        <translation>Você recebe {count} cartas do Baralho de Mercado.</translation>
    </message>
    <message>
        <source>You draw a card from the commercial deck.</source>
        <translation>Você compra uma carta do Baralho Comercial.</translation>
    </message>
    <message>
        <source>You receive {count} investment strategy cards.</source>
        <translation>Você recebe {count} Cartas de Estratégia de Investimento.</translation>
    </message>
    <message>
        <source>You place the First Player Card on stockpile {pile}.</source>
        <translation>Você coloca a Carta de Primeiro Jogador na Pilha de Ações {pile}.</translation>
    </message>
    <message>
        <source>You bid ${amount}K on stockpile {pile}.</source>
        <translation>Você dá um lance de ${amount}K na Pilha de Ações {pile}.</translation>
    </message>
    <message>
        <source>You are outbid on stockpile {pile}.</source>
        <translation>Seu lance é superado na Pilha de Ações {pile}.</translation>
    </message>
    <message>
        <source>You look at an insider pair ({owner}).</source>
        <translation>Você olha um par de informação privilegiada ({owner}).</translation>
    </message>
    <message>
        <source>You pay ${amount}K for stockpile {pile}.</source>
        <translation>Você paga ${amount}K pela Pilha de Ações {pile}.</translation>
    </message>
    <message>
        <source>You take {card}.</source>
        <translation>Você pega {card}.</translation>
    </message>
    <message>
        <source>You pay a trading fee of ${amount}K.</source>
        <translation>Você paga uma taxa de negociação de ${amount}K.</translation>
    </message>
    <message>
        <source>You cannot pay a trading fee of ${amount}K yet.</source>
        <translation>Você ainda não pode pagar uma taxa de negociação de ${amount}K.</translation>
    </message>
    <message>
        <source>You give the First Player Card to {to}.</source>
        <translation>Você dá a Carta de Primeiro Jogador para {to}.</translation>
    </message>
    <message>
        <source>You play {card} on {company}.</source>
        <translation>Você joga {card} em {company}.</translation>
    </message>
    <message>
        <source>You move {card} into the split portfolio.</source>
        <translation>Você move {card} para a Carteira Dividida.</translation>
    </message>
    <message>
        <source>You discard a {card} share.</source>
        <translation>Você descarta uma ação de {card}.</translation>
    </message>
    <message>
        <source>You play {card} (cost ${cost}K).</source>
        <translation>Você joga {card} (custo ${cost}K).</translation>
    </message>
    <message>
        <source>You receive ${amount}K.</source>
        <translation>Você recebe ${amount}K.</translation>
    </message>
    <message>
        <source>You show shares of {companies}.</source>
        <translation>Você mostra ações de {companies}.</translation>
    </message>
    <message>
        <source>You discard {card} unused.</source>
        <translation>Você descarta {card} sem usar.</translation>
    </message>
    <message>
        <source>You sell {card} for ${amount}K.</source>
        <translation>Você vende {card} por ${amount}K.</translation>
    </message>
    <message>
        <source>You sell a split {card} share for ${amount}K.</source>
        <translation>Você vende uma ação dividida de {card} por ${amount}K.</translation>
    </message>
    <message>
        <source>You sell half of a split {card} share for ${amount}K.</source>
        <translation>Você vende metade de uma ação dividida de {card} por ${amount}K.</translation>
    </message>
    <message>
        <source>You show shares: {normal}, split shares: {split} (${amount}K).</source>
        <translation>Você mostra ações: {normal}, ações divididas: {split} (${amount}K).</translation>
    </message>
    <message>
        <source>You move shares into the split portfolio: {moved}, and earn ${bonus}K.</source>
        <translation>Você move ações para a Carteira Dividida: {moved}, e ganha ${bonus}K.</translation>
    </message>
    <message>
        <source>You lose shares: {count}.</source>
        <translation>Você perde ações: {count}.</translation>
    </message>
    <message>
        <source>You receive ${amount}K interest.</source>
        <translation>Você recebe ${amount}K de juros.</translation>
    </message>
</context>
<context>
    <name>StockpileTable</name>
    <message>
        <source>Information</source>
        <translation>Informação</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>Abastecimento</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>Demanda</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Ação</translation>
    </message>
    <message>
        <source>Selling</source>
        <translation>Venda</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>+$1K per company you hold, each round</source>
        <translation>+$1K por empresa que você tem, a cada rodada</translation>
    </message>
    <message>
        <source>Buys a discarded share for $2K less</source>
        <translation>Compra uma ação descartada por $2K a menos</translation>
    </message>
    <message>
        <source>No power: starts with the most money</source>
        <translation>Sem poder: começa com mais dinheiro</translation>
    </message>
    <message>
        <source>Trading fees pay him instead</source>
        <translation>As taxas de negociação são pagas a ele</translation>
    </message>
    <message>
        <source>Bids cost less (low bids pay her)</source>
        <translation>Lances custam menos (lances baixos pagam a ela)</translation>
    </message>
    <message>
        <source>Pays a share to move one into split</source>
        <translation>Paga uma ação para mover outra para a Carteira Dividida</translation>
    </message>
    <message>
        <source>Moves one company 1 space a round</source>
        <translation>Move uma empresa 1 espaço por rodada</translation>
    </message>
    <message>
        <source>His blocker: outbid him by 2 spaces</source>
        <translation>Seu bloqueador: supere-o por 2 espaços</translation>
    </message>
    <message>
        <source>+$1K per commodity, each round</source>
        <translation>+$1K por commodity, a cada rodada</translation>
    </message>
    <message>
        <source>Pays the bid space below his own</source>
        <translation>Paga o espaço de lance abaixo do seu</translation>
    </message>
    <message>
        <source>Extra $1K dividend on a company</source>
        <translation>Dividendo extra de $1K em uma empresa</translation>
    </message>
    <message>
        <source>Picks his company or forecast card</source>
        <translation>Escolhe a carta de empresa ou de previsão</translation>
    </message>
    <message>
        <source>+$1K per share sold</source>
        <translation>+$1K por ação vendida</translation>
    </message>
    <message>
        <source>Two strategy cards a round</source>
        <translation>Duas cartas de estratégia por rodada</translation>
    </message>
    <message>
        <source>+$5K a round; outbid costs $1K</source>
        <translation>+$5K por rodada; ser superada custa $1K</translation>
    </message>
    <message>
        <source>Extra interest on promissory notes</source>
        <translation>Juros extras nas Cartas Promissórias</translation>
    </message>
    <message>
        <source>Moves a card between stockpiles</source>
        <translation>Move uma carta entre Pilhas de Ações</translation>
    </message>
    <message>
        <source>Looks at an insider pair</source>
        <translation>Olha um par de informação privilegiada</translation>
    </message>
    <message>
        <source>+$1K for every bid</source>
        <translation>+$1K por lance</translation>
    </message>
    <message>
        <source>Gives $2K away each round</source>
        <translation>Dá $2K a cada rodada</translation>
    </message>
    <message>
        <source>Seeds the stockpiles himself</source>
        <translation>Ele mesmo inicia as Pilhas de Ações</translation>
    </message>
    <message>
        <source>May place both cards face down</source>
        <translation>Pode colocar as duas cartas viradas para baixo</translation>
    </message>
    <message>
        <source>Sells one share a round for $8K</source>
        <translation>Vende uma ação por rodada por $8K</translation>
    </message>
    <message>
        <source>Takes $2K from the richest player</source>
        <translation>Tira $2K do jogador mais rico</translation>
    </message>
    <message>
        <source>Sells again after everyone</source>
        <translation>Vende de novo depois de todos</translation>
    </message>
    <message>
        <source>Looks at one stockpile&apos;s hidden cards</source>
        <translation>Olha as cartas ocultas de uma Pilha de Ações</translation>
    </message>
    <message>
        <source>{face} falsified</source>
        <translation>{face} falsificada</translation>
    </message>
    <message>
        <source>Round {r}: the Movement Phase</source>
        <translation>Rodada {r}: a Fase de Movimento</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Empresa</translation>
    </message>
    <message>
        <source>Forecasts</source>
        <translation>Previsões</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preço</translation>
    </message>
    <message>
        <source>Dividend</source>
        <translation>Dividendo</translation>
    </message>
    <message>
        <source>board, face up</source>
        <translation>tabuleiro, aberta</translation>
    </message>
    <message>
        <source>board</source>
        <translation>tabuleiro</translation>
    </message>
    <message>
        <source>split</source>
        <translation>divisão</translation>
    </message>
    <message>
        <source>bankrupt</source>
        <translation>falência</translation>
    </message>
    <message>
        <source>${n}K a share</source>
        <translation>${n}K por ação</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Antes</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Depois</translation>
    </message>
    <message>
        <source>Gained</source>
        <translation>Ganho</translation>
    </message>
    <message>
        <source>Who gained what</source>
        <translation>Quem ganhou o quê</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Dinheiro</translation>
    </message>
    <message>
        <source>Majorities</source>
        <translation>Maiorias</translation>
    </message>
    <message>
        <source>Liquidation</source>
        <translation>Liquidação</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Promissórias</translation>
    </message>
    <message>
        <source>Commodities</source>
        <translation>Commodities</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Impostos</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Pontuação final</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>{player}&apos;s colour</source>
        <translation>Cor de {player}</translation>
    </message>
    <message>
        <source>goods {k} · tax {t}</source>
        <translation>commodities {k} · impostos {t}</translation>
    </message>
    <message>
        <source>notes {n}</source>
        <translation>promissórias {n}</translation>
    </message>
    <message>
        <source>strategies {n}</source>
        <translation>estratégias {n}</translation>
    </message>
    <message>
        <source>fees owed {n}</source>
        <translation>taxas devidas {n}</translation>
    </message>
    <message>
        <source>An investor not yet revealed</source>
        <translation>Um investidor ainda não revelado</translation>
    </message>
    <message>
        <source>Portfolio</source>
        <translation>Carteira de Ações</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Dividida</translation>
    </message>
    <message>
        <source>{company}: {n} known</source>
        <translation>{company}: {n} conhecidas</translation>
    </message>
    <message>
        <source>{name} (investor): {power}</source>
        <translation>{name} (investidor): {power}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
    </message>
    <message>
        <source>Falsified Earnings on this forecast</source>
        <translation>Falsified Earnings nesta previsão</translation>
    </message>
    <message>
        <source>{company}: ${value}K (space {n})</source>
        <translation>{company}: ${value}K (espaço {n})</translation>
    </message>
    <message>
        <source>Forecast for {company} ({owner}): {face}</source>
        <translation>Previsão para {company} ({owner}): {face}</translation>
    </message>
    <message>
        <source>Round {r} of {n}</source>
        <translation>Rodada {r} de {n}</translation>
    </message>
    <message>
        <source>First player: {player}</source>
        <translation>Primeiro jogador: {player}</translation>
    </message>
    <message>
        <source>Board forecasts (first: face up)</source>
        <translation>Previsões do tabuleiro (1ª para cima)</translation>
    </message>
    <message>
        <source>Board forecasts</source>
        <translation>Previsões do tabuleiro</translation>
    </message>
    <message>
        <source>Market deck: {n}</source>
        <translation>Baralho de Mercado: {n}</translation>
    </message>
    <message>
        <source>Dice: {faces}</source>
        <translation>Dados: {faces}</translation>
    </message>
    <message>
        <source>Note price ${p}K, left {n}</source>
        <translation>Promissória a ${p}K, restam {n}</translation>
    </message>
    <message>
        <source>Commercial deck: {n}</source>
        <translation>Baralho Comercial: {n}</translation>
    </message>
    <message>
        <source>Discard: {n}</source>
        <translation>Descarte: {n}</translation>
    </message>
    <message>
        <source>Shares in the discard pile: {list}</source>
        <translation>Ações na pilha de descarte: {list}</translation>
    </message>
    <message>
        <source>Stockpile {n}</source>
        <translation>Pilha de Ações {n}</translation>
    </message>
    <message>
        <source>Pile {n}</source>
        <translation>Pilha {n}</translation>
    </message>
    <message>
        <source>{up} face up, {down} face down</source>
        <translation>{up} virada(s) para cima, {down} para baixo</translation>
    </message>
    <message>
        <source>face up</source>
        <translation>para cima</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>para baixo</translation>
    </message>
    <message>
        <source>{card} (face down; you know it)</source>
        <translation>{card} (virada para baixo; você a conhece)</translation>
    </message>
    <message>
        <source>A face-down card</source>
        <translation>Uma carta virada para baixo</translation>
    </message>
    <message>
        <source>{player} bids ${amount}K</source>
        <translation>{player} dá um lance de ${amount}K</translation>
    </message>
    <message>
        <source>Notes: {n}</source>
        <translation>Promissórias: {n}</translation>
    </message>
    <message>
        <source>Fees owed: {n}</source>
        <translation>Taxas devidas: {n}</translation>
    </message>
    <message>
        <source>Your cards to place</source>
        <translation>Suas cartas para colocar</translation>
    </message>
    <message>
        <source>Your draw</source>
        <translation>Suas cartas compradas</translation>
    </message>
    <message>
        <source>Commercial card</source>
        <translation>Carta comercial</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primeiro jogador</translation>
    </message>
    <message>
        <source>Choose an investor</source>
        <translation>Escolha um investidor</translation>
    </message>
    <message>
        <source>Offer an investor</source>
        <translation>Ofereça um investidor</translation>
    </message>
    <message>
        <source>Boom / Bust</source>
        <translation>Boom / Bust</translation>
    </message>
    <message>
        <source>Stock Boom / Bust: drag onto a company&apos;s track</source>
        <translation>Stock Boom / Bust: arraste até a trilha de uma empresa</translation>
    </message>
    <message>
        <source>Hover a card to read its effect; click it to play it in the Action Phase.</source>
        <translation>Passe o mouse sobre uma carta para ler o efeito; clique nela para jogá-la na Fase de Ação.</translation>
    </message>
    <message>
        <source>You will be the first player next round</source>
        <translation>Você será o primeiro jogador na próxima rodada</translation>
    </message>
    <message>
        <source>Your colour</source>
        <translation>Sua cor</translation>
    </message>
    <message>
        <source>one face up, one face down</source>
        <translation>uma para cima, outra para baixo</translation>
    </message>
    <message>
        <source>one face up, one down (or both down)</source>
        <translation>uma para cima, outra para baixo (ou as duas para baixo)</translation>
    </message>
    <message>
        <source>keyboard: next card face down (D)</source>
        <translation>teclado: próxima carta virada para baixo (D)</translation>
    </message>
    <message>
        <source>Your insider</source>
        <translation>Info. privilegiada</translation>
    </message>
    <message>
        <source>Press D again to place face up</source>
        <translation>Pressione D de novo para colocar virada para cima</translation>
    </message>
    <message>
        <source>Split portfolio (×2)</source>
        <translation>Carteira Dividida (×2)</translation>
    </message>
    <message>
        <source>{company} ×{n} (value ${value}K)</source>
        <translation>{company} ×{n} (valor ${value}K)</translation>
    </message>
    <message>
        <source>Investment strategies: {n}</source>
        <translation>Estratégias de Investimento: {n}</translation>
    </message>
    <message>
        <source>Waiting for {player}…</source>
        <translation>Aguardando {player}…</translation>
    </message>
    <message>
        <source>Choose the investor you will play (click a card).</source>
        <translation>Escolha o investidor com que você vai jogar (clique numa carta).</translation>
    </message>
    <message>
        <source>Drag an investor onto an empty stockpile to auction it.</source>
        <translation>Arraste um investidor até uma Pilha de Ações vazia para leiloá-lo.</translation>
    </message>
    <message>
        <source>Bid for an investor: drag your meeple onto a lit space.</source>
        <translation>Dê um lance por um investidor: arraste seu meeple até um espaço aceso.</translation>
    </message>
    <message>
        <source>Click an investment strategy card to discard it.</source>
        <translation>Clique numa Carta de Estratégia de Investimento para descartá-la.</translation>
    </message>
    <message>
        <source>Buy promissory notes for ${p}K each (interest $1K a round).</source>
        <translation>Compre Cartas Promissórias por ${p}K cada (juros de $1K por rodada).</translation>
    </message>
    <message>
        <source>Forecast Phil: pick the company or forecast card you will get.</source>
        <translation>Forecast Phil: escolha a carta de empresa ou de previsão que você vai receber.</translation>
    </message>
    <message>
        <source>Royal Robins: drag the card you place face down onto a stockpile; the others go face up.</source>
        <translation>Royal Robins: arraste até uma Pilha de Ações a carta que você coloca virada para baixo; as outras vão viradas para cima.</translation>
    </message>
    <message>
        <source>Drag your commercial card onto a stockpile (face up).</source>
        <translation>Arraste sua carta comercial até uma Pilha de Ações (virada para cima).</translation>
    </message>
    <message>
        <source>Drag the First Player Card onto a stockpile.</source>
        <translation>Arraste a Carta de Primeiro Jogador até uma Pilha de Ações.</translation>
    </message>
    <message>
        <source>Use your investor&apos;s power before the auction, or pass.</source>
        <translation>Use o poder do seu investidor antes do leilão ou passe.</translation>
    </message>
    <message>
        <source>Drag your meeple onto a lit space of a bid track.</source>
        <translation>Arraste seu meeple até um espaço aceso de uma Trilha de Lances.</translation>
    </message>
    <message>
        <source>Give the First Player Card to a player.</source>
        <translation>Dê a Carta de Primeiro Jogador a um jogador.</translation>
    </message>
    <message>
        <source>Drag each Stock Boom/Bust onto a company&apos;s track; play strategy cards or powers; then end your turn.</source>
        <translation>Arraste cada Stock Boom/Bust até a trilha de uma empresa; jogue cartas de estratégia ou poderes; depois encerre sua vez.</translation>
    </message>
    <message>
        <source>Drag shares onto the sell area, a split share onto your portfolio to sell half; then end your turn.</source>
        <translation>Arraste ações até a área de venda, uma ação dividida até sua carteira para vender metade; depois encerre sua vez.</translation>
    </message>
    <message>
        <source>Bailout Barack: buy a share from the discard pile, or pass.</source>
        <translation>Bailout Barack: compre uma ação da pilha de descarte ou passe.</translation>
    </message>
    <message>
        <source>Drag a card onto a stockpile: its left column face up, its right column face down.</source>
        <translation>Arraste uma carta até uma Pilha de Ações: coluna da esquerda virada para cima, coluna da direita virada para baixo.</translation>
    </message>
    <message>
        <source>Hidden dividends: how many shares do you show (portfolio + split portfolio)?</source>
        <translation>Dividendos ocultos: quantas ações você mostra (Carteira de Ações + Carteira Dividida)?</translation>
    </message>
    <message>
        <source>End of the round: use {investor}&apos;s power.</source>
        <translation>Fim da rodada: use o poder de {investor}.</translation>
    </message>
    <message>
        <source>Mayknow Martha: click the insider pair you look at.</source>
        <translation>Mayknow Martha: clique no par de informação privilegiada que você quer olhar.</translation>
    </message>
    <message>
        <source>Click an insider pair to look at it.</source>
        <translation>Clique num par de informação privilegiada para olhá-lo.</translation>
    </message>
    <message>
        <source>Data Broker: click a player&apos;s pair to make it public.</source>
        <translation>Data Broker: clique no par de um jogador para torná-lo público.</translation>
    </message>
    <message>
        <source>Falsified Earnings: click the forecast to falsify.</source>
        <translation>Falsified Earnings: clique na previsão a falsificar.</translation>
    </message>
    <message>
        <source>Crazy Cramer: click a company&apos;s track, then up or down.</source>
        <translation>Crazy Cramer: clique na trilha de uma empresa e depois em para cima ou para baixo.</translation>
    </message>
    <message>
        <source>Click the company that pays the dividend.</source>
        <translation>Clique na empresa que paga os dividendos.</translation>
    </message>
    <message>
        <source>Click the company whose price moves.</source>
        <translation>Clique na empresa cujo valor muda.</translation>
    </message>
    <message>
        <source>Systemic Shock: click a company, then up or down.</source>
        <translation>Systemic Shock: clique numa empresa e depois em para cima ou para baixo.</translation>
    </message>
    <message>
        <source>Click a share of the discard pile to take it.</source>
        <translation>Clique numa ação da pilha de descarte para pegá-la.</translation>
    </message>
    <message>
        <source>Pay with a share: click a portfolio or split share.</source>
        <translation>Pague com uma ação: clique numa ação da Carteira de Ações ou da Carteira Dividida.</translation>
    </message>
    <message>
        <source>Click the portfolio share that moves into split.</source>
        <translation>Clique na ação da carteira que vai para a Carteira Dividida.</translation>
    </message>
    <message>
        <source>Click the Stock Boom/Bust card you give up.</source>
        <translation>Clique na carta Stock Boom/Bust de que você abre mão.</translation>
    </message>
    <message>
        <source>Click the commodity you give up.</source>
        <translation>Clique na commodity de que você abre mão.</translation>
    </message>
    <message>
        <source>Click the share you sell with a premium of $2K.</source>
        <translation>Clique na ação que você vende com um bônus de $2K.</translation>
    </message>
    <message>
        <source>{company} pays ${amount}K a share.</source>
        <translation>{company} paga ${amount}K por ação.</translation>
    </message>
    <message>
        <source>{company}: up or down?</source>
        <translation>{company}: para cima ou para baixo?</translation>
    </message>
    <message>
        <source>What to do now. Press ? for the mouse and keyboard controls.</source>
        <translation>O que fazer agora. Pressione ? para ver os controles de mouse e teclado.</translation>
    </message>
    <message>
        <source>Round {r} is over: its summary shows what happened.</source>
        <translation>A rodada {r} terminou: o resumo mostra o que aconteceu.</translation>
    </message>
    <message>
        <source>Discard {n} of your {total} investment strategy cards: click a card to discard it.</source>
        <translation>Descarte {n} das suas {total} Cartas de Estratégia de Investimento: clique numa carta para descartá-la.</translation>
    </message>
    <message numerus="yes">
        <source>%n of your card(s) left to place.</source>
        <translation>
            <numerusform>Falta %n carta para colocar.</numerusform>
            <numerusform>Faltam %n cartas para colocar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Up ▲</source>
        <translation>Para cima ▲</translation>
    </message>
    <message>
        <source>Down ▼</source>
        <translation>Para baixo ▼</translation>
    </message>
    <message>
        <source>Notes ×{n}</source>
        <translation>Promissórias ×{n}</translation>
    </message>
    <message>
        <source>No notes</source>
        <translation>Nenhuma promissória</translation>
    </message>
    <message>
        <source>Give to {player}</source>
        <translation>Dar para {player}</translation>
    </message>
    <message>
        <source>$2K to {player}</source>
        <translation>$2K para {player}</translation>
    </message>
    <message>
        <source>$1K to {a} and {b}</source>
        <translation>$1K para {a} e {b}</translation>
    </message>
    <message>
        <source>Cards are placed face down only in the Supply Phase.</source>
        <translation>As cartas só são colocadas viradas para baixo na Fase de Abastecimento.</translation>
    </message>
    <message>
        <source>The next card goes face down: press its stockpile&apos;s number (D again: face up).</source>
        <translation>A próxima carta vai virada para baixo: pressione o número da Pilha de Ações (D de novo: virada para cima).</translation>
    </message>
    <message>
        <source>The next card goes face up again.</source>
        <translation>A próxima carta volta a ir virada para cima.</translation>
    </message>
    <message>
        <source>the stockpile for the selected card or meeple, or the company to pick (a selected Stock Boom/Bust goes onto its track)</source>
        <translation>a Pilha de Ações para a carta ou o meeple selecionado, ou a empresa a escolher (um Stock Boom/Bust selecionado vai para a trilha dela)</translation>
    </message>
    <message>
        <source>the next card goes face down (press again: face up)</source>
        <translation>a próxima carta vai virada para baixo (pressione de novo: virada para cima)</translation>
    </message>
    <message>
        <source>end your turn, or pass</source>
        <translation>encerrar sua vez ou passar</translation>
    </message>
    <message>
        <source>Sell here</source>
        <translation>Vender aqui</translation>
    </message>
    <message>
        <source>Soros: $8K</source>
        <translation>Soros: $8K</translation>
    </message>
    <message>
        <source>{symbol} Stock</source>
        <translation>Ação {symbol}</translation>
    </message>
    <message>
        <source>Fee ${amount}K</source>
        <translation>Taxa ${amount}K</translation>
    </message>
    <message>
        <source>Boom +{n}</source>
        <translation>Boom +{n}</translation>
    </message>
    <message>
        <source>Bust −{n}</source>
        <translation>Bust −{n}</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>Imposto</translation>
    </message>
    <message>
        <source>1st player</source>
        <translation>1º jogador</translation>
    </message>
    <message>
        <source>Gain half the bid printed on the space where your meeple ended (rounded up; with two meeples, the higher one).</source>
        <translation>Ganhe metade do lance impresso no espaço onde seu meeple terminou (arredondado para cima; com dois meeples, o maior).</translation>
    </message>
    <message>
        <source>If your meeple ended on $0, $1K or $3K: gain $4K.</source>
        <translation>Se seu meeple terminou em $0, $1K ou $3K: ganhe $4K.</translation>
    </message>
    <message>
        <source>Give up one of your promissory notes to take a stock card of your choice from the discard pile.</source>
        <translation>Entregue uma das suas Cartas Promissórias para pegar uma Carta de Ações à sua escolha do descarte.</translation>
    </message>
    <message>
        <source>Gain $5K for each duplicate commodity card (never for taxes).</source>
        <translation>Ganhe $5K por carta de commodity repetida (nunca por impostos).</translation>
    </message>
    <message>
        <source>Look at one insider pair: another player&apos;s, or a face-down pair next to the board.</source>
        <translation>Veja um par de informação privilegiada: de outro jogador, ou um par virado para baixo ao lado do tabuleiro.</translation>
    </message>
    <message>
        <source>Look at two insider pairs.</source>
        <translation>Veja dois pares de informação privilegiada.</translation>
    </message>
    <message>
        <source>Reveal another player&apos;s insider pair to everyone; gain $2K.</source>
        <translation>Revele a todos o par de informação privilegiada de outro jogador; ganhe $2K.</translation>
    </message>
    <message>
        <source>Show a share of each company you hold; gain $2K per company.</source>
        <translation>Mostre uma ação de cada empresa que você tem; ganhe $2K por empresa.</translation>
    </message>
    <message>
        <source>Choose a company: every player holding it receives $1K per share.</source>
        <translation>Escolha uma empresa: cada jogador que tiver ações dela recebe $1K por ação.</translation>
    </message>
    <message>
        <source>Choose a company: every player holding it receives $2K per share.</source>
        <translation>Escolha uma empresa: cada jogador que tiver ações dela recebe $2K por ação.</translation>
    </message>
    <message>
        <source>Put this card on any forecast: a rise gets −3, a dividend is paid and then −3, a fall gets +3.</source>
        <translation>Coloque esta carta sobre qualquer previsão: uma alta recebe −3, um dividendo é pago e depois −3, uma queda recebe +3.</translation>
    </message>
    <message>
        <source>Discard one of your shares to take a stock card of your choice from the discard pile. Show both cards.</source>
        <translation>Descarte uma das suas ações para pegar uma Carta de Ações à sua escolha do descarte. Mostre as duas cartas.</translation>
    </message>
    <message>
        <source>As Fraudulent Transfer, but the share you take must be worth $4K or less.</source>
        <translation>Como Fraudulent Transfer, mas a ação que você pega deve valer $4K ou menos.</translation>
    </message>
    <message>
        <source>Get back what you paid for your stockpiles this round, up to $10K.</source>
        <translation>Receba de volta o que pagou pelas suas Pilhas de Ações nesta rodada, até $10K.</translation>
    </message>
    <message>
        <source>Discard an unplayed Stock Boom or Bust to take a stock card of your choice from the discard pile.</source>
        <translation>Descarte um Stock Boom ou Bust não jogado para pegar uma Carta de Ações à sua escolha do descarte.</translation>
    </message>
    <message>
        <source>Discard an unplayed Stock Boom or Bust: gain $12K.</source>
        <translation>Descarte um Stock Boom ou Bust não jogado: ganhe $12K.</translation>
    </message>
    <message>
        <source>Reveal a share and move it from your portfolio into your split portfolio.</source>
        <translation>Mostre uma ação e mova-a da sua Carteira de Ações para a sua Carteira Dividida.</translation>
    </message>
    <message>
        <source>Give up a commodity card: move three different companies one space each, up or down.</source>
        <translation>Entregue uma carta de commodity: mova três empresas diferentes um espaço cada, para cima ou para baixo.</translation>
    </message>
    <message>
        <source>Move a company one space up.</source>
        <translation>Mova uma empresa um espaço para cima.</translation>
    </message>
    <message>
        <source>Move a company one space down and gain $1K.</source>
        <translation>Mova uma empresa um espaço para baixo e ganhe $1K.</translation>
    </message>
    <message>
        <source>Return one of your tax cards to the box.</source>
        <translation>Devolva uma das suas Cartas de Imposto à caixa.</translation>
    </message>
    <message>
        <source>Sell one of your shares now for its value (double for a split share) plus $2K.</source>
        <translation>Venda agora uma das suas ações pelo valor dela (o dobro para uma ação dividida) mais $2K.</translation>
    </message>
    <message>
        <source>{name} (investment strategy, cost ${cost}K)
{effect}
Play one a round in the Action Phase (click it).</source>
        <translation>{name} (estratégia de investimento, custo ${cost}K)
{effect}
Jogue uma por rodada na Fase de Ação (clique nela).</translation>
    </message>
    <message>
        <source>An investment strategy card</source>
        <translation>Uma Carta de Estratégia de Investimento</translation>
    </message>
    <message>
        <source>Information: insider pairs (a company and its forecast) are dealt; promissory notes may be bought.</source>
        <translation>Informação: os pares de informação privilegiada (uma empresa e sua previsão) são distribuídos; Cartas Promissórias podem ser compradas.</translation>
    </message>
    <message>
        <source>Supply: each player places two market cards on the stockpiles, one face up and one face down.</source>
        <translation>Abastecimento: cada jogador coloca duas cartas de mercado nas Pilhas de Ações, uma virada para cima e outra para baixo.</translation>
    </message>
    <message>
        <source>Demand: the players bid for the stockpiles with their meeples; each winner pays and takes the stockpile.</source>
        <translation>Demanda: os jogadores dão lances nas Pilhas de Ações com seus meeples; cada vencedor paga e leva a pilha.</translation>
    </message>
    <message>
        <source>Action: Stock Boom/Bust cards move prices; strategy cards and investor powers are used.</source>
        <translation>Ação: cartas Stock Boom/Bust movem os preços; cartas de estratégia e poderes dos investidores são usados.</translation>
    </message>
    <message>
        <source>Selling: each player may sell shares at the company&apos;s current value.</source>
        <translation>Venda: cada jogador pode vender ações pelo valor atual da empresa.</translation>
    </message>
    <message>
        <source>Movement: every forecast is revealed and moves its company&apos;s price or pays a dividend.</source>
        <translation>Movimento: cada previsão é revelada e move o preço da sua empresa ou paga um dividendo.</translation>
    </message>
    <message>
        <source>Goods are commodity cards (gold, platinum, oil, natural gas, corn, cattle): at the end of the game each set of different kinds pays $3K to $48K.
Taxes are tax cards: at the end they cost $2K for one, up to $56K for seven.</source>
        <translation>Commodities são cartas de commodity (ouro, platina, petróleo, gás natural, milho, gado): no fim do jogo, cada conjunto de tipos diferentes paga de $3K a $48K.
Impostos são Cartas de Imposto: no fim custam $2K por uma, até $56K por sete.</translation>
    </message>
    <message>
        <source>Promissory notes: bought in the Information Phase for ${p}K each, they pay $1K interest every round and are redeemed at the end of the game.</source>
        <translation>Cartas Promissórias: compradas na Fase de Informação por ${p}K cada, pagam $1K de juros por rodada e são resgatadas no fim do jogo.</translation>
    </message>
    <message>
        <source>Trading fees not yet paid: they are paid as soon as the player has the money.</source>
        <translation>Taxas de Negociação ainda não pagas: são pagas assim que o jogador tiver o dinheiro.</translation>
    </message>
    <message>
        <source>Investment strategy cards in hand (hidden from the other players).</source>
        <translation>Cartas de Estratégia de Investimento na mão (ocultas dos outros jogadores).</translation>
    </message>
    <message>
        <source>A forecast card: +1 to +4 or −1 to −4 moves the company&apos;s price that many spaces in the Movement Phase; $, $$ or $$$ pays a dividend of $1K to $3K a share instead (split shares count double).</source>
        <translation>Uma carta de previsão: +1 a +4 ou −1 a −4 move o preço da empresa esse número de espaços na Fase de Movimento; $, $$ ou $$$ paga em vez disso um dividendo de $1K a $3K por ação (ações divididas contam em dobro).</translation>
    </message>
    <message>
        <source>A forecast card you have not seen: revealed in the Movement Phase.</source>
        <translation>Uma carta de previsão que você não viu: revelada na Fase de Movimento.</translation>
    </message>
    <message>
        <source>A company card: the forecast beside it applies to this company.</source>
        <translation>Uma carta de empresa: a previsão ao lado vale para esta empresa.</translation>
    </message>
    <message>
        <source>Insider pairs: a company card with a forecast card. The face-up pair is public; the others are secret until the Movement Phase.</source>
        <translation>Pares de informação privilegiada: uma carta de empresa com uma carta de previsão. O par aberto é público; os outros ficam secretos até a Fase de Movimento.</translation>
    </message>
    <message>
        <source>Your insider information: only you know these pairs until the Movement Phase reveals them.</source>
        <translation>Sua informação privilegiada: só você conhece estes pares até a Fase de Movimento revelá-los.</translation>
    </message>
    <message>
        <source>Cunning Carlos&apos;s blocker: nobody may bid on this space; outbid him by two spaces.</source>
        <translation>Bloqueador de Cunning Carlos: ninguém pode dar lance neste espaço; supere-o em dois espaços.</translation>
    </message>
    <message>
        <source>Your meeple: drag it onto a lit space of a bid track to bid for that stockpile.</source>
        <translation>Seu meeple: arraste-o até um espaço aceso de uma Trilha de Lances para dar lance nessa Pilha de Ações.</translation>
    </message>
    <message>
        <source>Bid ${amount}K for stockpile {n}: the highest bid takes the stockpile when the Demand Phase ends.</source>
        <translation>Lance de ${amount}K na Pilha de Ações {n}: o maior lance leva a pilha quando a Fase de Demanda termina.</translation>
    </message>
    <message>
        <source>Market cards left to deal: shares, trading fees and Stock Boom/Bust.</source>
        <translation>Cartas de mercado ainda a distribuir: ações, Taxas de Negociação e Stock Boom/Bust.</translation>
    </message>
    <message>
        <source>Commercial cards left: commodities and taxes, placed on the stockpiles in the Supply Phase.</source>
        <translation>Cartas comerciais restantes: commodities e impostos, colocados nas Pilhas de Ações na Fase de Abastecimento.</translation>
    </message>
    <message>
        <source>The forecast dice rolled this round: they chose the forecast cards in play.</source>
        <translation>Os Dados de Previsão rolados nesta rodada: eles escolheram as cartas de previsão em jogo.</translation>
    </message>
    <message>
        <source>The discard pile: shares sold or lost; some powers and strategies take shares from it.</source>
        <translation>O descarte: ações vendidas ou perdidas; alguns poderes e estratégias pegam ações daqui.</translation>
    </message>
    <message>
        <source>Money: the most money at the end wins.</source>
        <translation>Dinheiro: quem tiver mais dinheiro no fim vence.</translation>
    </message>
    <message>
        <source>The first player acts first in every phase of this round.</source>
        <translation>O primeiro jogador age primeiro em cada fase desta rodada.</translation>
    </message>
    <message>
        <source>The game lasts {n} rounds of six phases; the final scoring follows the last one.</source>
        <translation>O jogo dura {n} rodadas de seis fases; a pontuação final vem depois da última.</translation>
    </message>
    <message>
        <source>Portfolio: shares that sell at the company&apos;s value. When a company splits, its shares move to the split portfolio.</source>
        <translation>Carteira de Ações: ações que se vendem pelo valor da empresa. Quando uma empresa se divide, suas ações vão para a Carteira Dividida.</translation>
    </message>
    <message>
        <source>Split portfolio: each share here counts double (sale, dividends, majorities); another split pays $10K a share.</source>
        <translation>Carteira Dividida: cada ação aqui conta em dobro (venda, dividendos, maiorias); outra divisão paga $10K por ação.</translation>
    </message>
    <message>
        <source>{card}: in the Action Phase drag it onto a company&apos;s track to move its price {n} spaces.</source>
        <translation>{card}: na Fase de Ação, arraste-a até a trilha de uma empresa para mover o preço dela {n} espaços.</translation>
    </message>
    <message>
        <source>{company}: worth ${value}K a share now. Above the top space it splits; below the bottom it goes bankrupt. Start space dashed, split reset dotted.</source>
        <translation>{company}: vale ${value}K por ação agora. Acima do último espaço ela se divide; abaixo do primeiro vai à falência. Início tracejado, retorno após divisão pontilhado.</translation>
    </message>
    <message>
        <source>Stockpile {n}: cards placed in the Supply Phase; the highest bid takes them all. Left column face up, right column face down.</source>
        <translation>Pilha de Ações {n}: cartas colocadas na Fase de Abastecimento; o maior lance leva todas. Coluna da esquerda aberta, da direita virada para baixo.</translation>
    </message>
    <message>
        <source>Drop a share here to sell it at the company&apos;s value (a split share sells for double).</source>
        <translation>Solte uma ação aqui para vendê-la pelo valor da empresa (uma ação dividida vale o dobro).</translation>
    </message>
    <message>
        <source>Shorting Soros: drop a share here to sell it for $8K, whatever its value.</source>
        <translation>Shorting Soros: solte uma ação aqui para vendê-la por $8K, seja qual for o valor.</translation>
    </message>
    <message>
        <source>The First Player Card: whoever takes the stockpile it lies on plays first next round.</source>
        <translation>A Carta de Primeiro Jogador: quem levar a Pilha de Ações onde ela está joga primeiro na próxima rodada.</translation>
    </message>
    <message>
        <source>{card}: whoever takes this stockpile pays it.</source>
        <translation>{card}: quem levar esta Pilha de Ações paga a taxa.</translation>
    </message>
    <message>
        <source>{card}: whoever takes this stockpile moves a company {n} spaces in the Action Phase.</source>
        <translation>{card}: quem levar esta Pilha de Ações move uma empresa {n} espaços na Fase de Ação.</translation>
    </message>
    <message>
        <source>A {company} share, worth ${value}K now.</source>
        <translation>Uma ação da {company}, valendo ${value}K agora.</translation>
    </message>
    <message>
        <source>{card}: a commodity, scored in sets of different kinds at the end of the game.</source>
        <translation>{card}: uma commodity, pontuada em conjuntos de tipos diferentes no fim do jogo.</translation>
    </message>
    <message>
        <source>A tax card: costs money at the end of the game (more for each one you hold).</source>
        <translation>Uma Carta de Imposto: custa dinheiro no fim do jogo (mais para cada uma que você tiver).</translation>
    </message>
    <message>
        <source>A market card goes onto a stockpile: its left column face up, its right column face down.</source>
        <translation>Uma carta de mercado vai para uma Pilha de Ações: coluna da esquerda aberta, da direita virada para baixo.</translation>
    </message>
    <message>
        <source>Drop the card onto a stockpile.</source>
        <translation>Solte a carta numa Pilha de Ações.</translation>
    </message>
    <message>
        <source>A commercial card goes onto a stockpile.</source>
        <translation>Uma carta comercial vai para uma Pilha de Ações.</translation>
    </message>
    <message>
        <source>The First Player Card goes onto a stockpile.</source>
        <translation>A Carta de Primeiro Jogador vai para uma Pilha de Ações.</translation>
    </message>
    <message>
        <source>An investor goes onto an empty stockpile.</source>
        <translation>Um investidor vai para uma Pilha de Ações vazia.</translation>
    </message>
    <message>
        <source>Move the card onto another stockpile.</source>
        <translation>Mova a carta para outra Pilha de Ações.</translation>
    </message>
    <message>
        <source>Your meeple goes onto a lit space of a bid track.</source>
        <translation>Seu meeple vai para um espaço aceso de uma Trilha de Lances.</translation>
    </message>
    <message>
        <source>A Stock Boom/Bust goes onto a company&apos;s track.</source>
        <translation>Um Stock Boom/Bust vai para a trilha de uma empresa.</translation>
    </message>
    <message>
        <source>A share is sold by dropping it on the sell area.</source>
        <translation>Uma ação é vendida ao soltá-la na área de venda.</translation>
    </message>
    <message>
        <source>A split share is sold on the sell area, or half of it on your portfolio.</source>
        <translation>Uma ação dividida é vendida na área de venda, ou metade dela na sua Carteira de Ações.</translation>
    </message>
    <message>
        <source>That piece does not go there.</source>
        <translation>Essa peça não vai aí.</translation>
    </message>
    <message>
        <source>First select a card or your meeple with ← → (or click it), then press the stockpile&apos;s number.</source>
        <translation>Primeiro selecione uma carta ou seu meeple com ← → (ou clique nele) e depois pressione o número da Pilha de Ações.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>It cannot go there: the places outlined in green take it.</source>
        <translation>Não pode ir aí: os lugares contornados em verde aceitam.</translation>
    </message>
    <message>
        <source>That piece cannot be played now.</source>
        <translation>Essa peça não pode ser jogada agora.</translation>
    </message>
    <message>
        <source>That is not a piece you can play.</source>
        <translation>Essa não é uma peça que você possa jogar.</translation>
    </message>
    <message>
        <source>There is nothing to do there now.</source>
        <translation>Não há nada a fazer aí agora.</translation>
    </message>
    <message>
        <source>It is not your turn: wait until the table says it is.</source>
        <translation>Não é a sua vez: espere até a mesa dizer que é.</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espaço</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>←</source>
        <translation>←</translation>
    </message>
    <message>
        <source>→</source>
        <translation>→</translation>
    </message>
    <message>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <source>↓</source>
        <translation>↓</translation>
    </message>
    <message>
        <source>select a piece you can play now</source>
        <translation>escolher uma peça que você pode jogar agora</translation>
    </message>
    <message>
        <source>play the selected piece (or its place)</source>
        <translation>jogar a peça escolhida (ou o seu lugar)</translation>
    </message>
    <message>
        <source>show the selected piece large</source>
        <translation>mostrar a peça escolhida em tamanho grande</translation>
    </message>
    <message>
        <source>cancel a question, drop the selection</source>
        <translation>cancelar uma pergunta, desfazer a seleção</translation>
    </message>
    <message>
        <source>show or hide these keys (a click closes them too)</source>
        <translation>mostrar ou esconder estas teclas (um clique também as fecha)</translation>
    </message>
    <message>
        <source>First select a piece with ← → (or click it), then press {key}.</source>
        <translation>Primeiro escolha uma peça com ← → (ou clique nela) e depois pressione {key}.</translation>
    </message>
    <message>
        <source>Answer the question first ({keys}), or press Esc to cancel it.</source>
        <translation>Responda primeiro à pergunta ({keys}) ou pressione Esc para cancelá-la.</translation>
    </message>
    <message>
        <source>{key} does nothing now: press ? for the keys.</source>
        <translation>{key} não faz nada agora: pressione ? para ver as teclas.</translation>
    </message>
    <message>
        <source>Nothing is selected: choose a piece with ← → first.</source>
        <translation>Nada está escolhido: primeiro escolha uma peça com ← →.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Press ? or Esc, or click, to close.</source>
        <translation>Pressione ? ou Esc, ou clique, para fechar.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>{what} (key {key})</source>
        <translation>{what} (tecla {key})</translation>
    </message>
    <message>
        <source>What to do now, and what the others just did.</source>
        <translation>O que fazer agora e o que os outros acabaram de fazer.</translation>
    </message>
    <message>
        <source>The keys of this table (key ?).</source>
        <translation>As teclas desta mesa (tecla ?).</translation>
    </message>
</context>
<context>
    <name>TakeStock</name>
    <message>
        <source>Place the split above the company and discard its highest card (unless it is the 1). 1/2/3 splits multiply the value by 2/3/4. Discarded if the company is frozen.</source>
        <translation>Coloque o split acima da empresa e descarte a carta mais alta dela (a menos que seja o 1). 1/2/3 splits multiplicam o valor por 2/3/4. É descartado se a empresa estiver congelada.</translation>
    </message>
    <message>
        <source>Discard the company&apos;s freeze and one split (if any), then the upper half (rounded down) of its share cards.</source>
        <translation>Descarte o congelamento e um split da empresa (se houver) e depois a metade superior (arredondada para baixo) das cartas de ação dela.</translation>
    </message>
    <message>
        <source>Take up to three cards of the company from the share discard pile, then discard as many cards from your hand.</source>
        <translation>Pegue até três cartas da empresa na pilha de descarte de ações e depois descarte o mesmo número de cartas da sua mão.</translation>
    </message>
    <message>
        <source>Choose a company that is not frozen. Discard either its highest share card or one of its splits.</source>
        <translation>Escolha uma empresa que não esteja congelada. Descarte a carta de ação mais alta dela ou um dos splits dela.</translation>
    </message>
    <message>
        <source>Freeze a company, or thaw a frozen one.</source>
        <translation>Congele uma empresa ou descongele uma empresa congelada.</translation>
    </message>
    <message>
        <source>Nothing happens.</source>
        <translation>Nada acontece.</translation>
    </message>
    <message>
        <source>Every player draws a share card, starting with the active player.</source>
        <translation>Cada jogador compra uma carta de ação, começando pelo jogador da vez.</translation>
    </message>
    <message>
        <source>Every player discards a share card, starting with the active player.</source>
        <translation>Cada jogador descarta uma carta de ação, começando pelo jogador da vez.</translation>
    </message>
    <message>
        <source>Every player takes a stock option token from the supply.</source>
        <translation>Cada jogador pega uma ficha de opção da reserva.</translation>
    </message>
    <message>
        <source>Every player returns a stock option token to the supply.</source>
        <translation>Cada jogador devolve uma ficha de opção à reserva.</translation>
    </message>
    <message>
        <source>All five companies crash.</source>
        <translation>As cinco empresas quebram.</translation>
    </message>
    <message>
        <source>Shown to all players; the round ends at once. Cannot be secured.</source>
        <translation>É mostrada a todos os jogadores; a rodada termina na hora. Não pode ser guardada.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Compre uma carta primeiro.</translation>
    </message>
    <message>
        <source>You have already drawn a card this turn.</source>
        <translation>Você já comprou uma carta nesta vez.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Essa carta não está na sua mão.</translation>
    </message>
    <message>
        <source>{company} is frozen: its value cannot be raised.</source>
        <translation>{company} está congelada: o valor não pode ser aumentado.</translation>
    </message>
    <message>
        <source>A raise must be higher than the top card: {company}&apos;s top card is {top}.</source>
        <translation>A carta precisa ser maior que a do topo: a carta do topo de {company} é {top}.</translation>
    </message>
    <message>
        <source>You may raise {company} by at most 4: its top card is {top}.</source>
        <translation>Você pode aumentar {company} em no máximo 4: a carta do topo é {top}.</translation>
    </message>
    <message>
        <source>The Limit rule: you have {count} certificates and the longest company row has {longest} cards.</source>
        <translation>Regra do limite: você tem {count} certificados e a fileira de empresa mais longa tem {longest} cartas.</translation>
    </message>
    <message>
        <source>Choose option A (look at two events) or B (secure one event).</source>
        <translation>Escolha a opção A (ver dois eventos) ou B (guardar um evento).</translation>
    </message>
    <message>
        <source>You have not secured that event.</source>
        <translation>Você não guardou esse evento.</translation>
    </message>
    <message>
        <source>Discard a card first.</source>
        <translation>Descarte uma carta primeiro.</translation>
    </message>
    <message>
        <source>Choose which of the two events takes effect.</source>
        <translation>Escolha qual dos dois eventos terá efeito.</translation>
    </message>
    <message>
        <source>That is not one of the events you look at.</source>
        <translation>Esse não é um dos eventos que você está vendo.</translation>
    </message>
    <message>
        <source>Choose a company for {event}.</source>
        <translation>Escolha uma empresa para {event}.</translation>
    </message>
    <message>
        <source>{company} is frozen: it cannot be audited.</source>
        <translation>{company} está congelada: não pode ser auditada.</translation>
    </message>
    <message>
        <source>Choose whether the audit removes the highest share card or a split.</source>
        <translation>Escolha se a auditoria remove a carta de ação mais alta ou um split.</translation>
    </message>
    <message>
        <source>Take a card of {company} from the discard pile, or stop taking.</source>
        <translation>Pegue uma carta de {company} da pilha de descarte ou pare de pegar.</translation>
    </message>
    <message>
        <source>Insider Trading takes only cards of {company}.</source>
        <translation>Insider Trading só pega cartas de {company}.</translation>
    </message>
    <message>
        <source>That card is not in the discard pile.</source>
        <translation>Essa carta não está na pilha de descarte.</translation>
    </message>
    <message>
        <source>Insider Trading takes at most 3 cards.</source>
        <translation>Insider Trading pega no máximo 3 cartas.</translation>
    </message>
    <message>
        <source>The round is over: use a stock option or stop using them.</source>
        <translation>A rodada terminou: use uma opção ou pare de usá-las.</translation>
    </message>
    <message>
        <source>Stock options are used only when the round has ended.</source>
        <translation>As opções só são usadas quando a rodada termina.</translation>
    </message>
    <message>
        <source>That move is not possible at this moment.</source>
        <translation>Essa jogada não é possível neste momento.</translation>
    </message>
    <message>
        <source>Round {round} begins: {player} deals, the player to the left starts.</source>
        <translation>Começa a rodada {round}: {player} distribui, o jogador à esquerda começa.</translation>
    </message>
    <message>
        <source>{player} drew a card.</source>
        <translation>{player} comprou uma carta.</translation>
    </message>
    <message>
        <source>You drew {card}.</source>
        <translation>Você comprou {card}.</translation>
    </message>
    <message>
        <source>The share discard pile is shuffled into a new draw pile.</source>
        <translation>A pilha de descarte de ações é embaralhada e vira a nova pilha de compra.</translation>
    </message>
    <message>
        <source>The share draw pile ran out and the discard pile is empty: the round ends.</source>
        <translation>A pilha de compra de ações acabou e a pilha de descarte está vazia: a rodada termina.</translation>
    </message>
    <message>
        <source>{player} raised {company} to {value}.</source>
        <translation>{player} aumentou {company} para {value}.</translation>
    </message>
    <message>
        <source>A {value} was placed on the market: the round ends.</source>
        <translation>Um {value} foi colocado no mercado: a rodada termina.</translation>
    </message>
    <message>
        <source>{player} secured a certificate: {card}.</source>
        <translation>{player} guardou um certificado: {card}.</translation>
    </message>
    <message>
        <source>{player} discarded {card}.</source>
        <translation>{player} descartou {card}.</translation>
    </message>
    <message>
        <source>{player} has no cards left in hand: the round ends.</source>
        <translation>{player} não tem mais cartas na mão: a rodada termina.</translation>
    </message>
    <message>
        <source>{player} plays the market: looks at the top two events.</source>
        <translation>{player} joga o mercado: vê os dois eventos do topo.</translation>
    </message>
    <message>
        <source>{player} plays the market: secures the top event.</source>
        <translation>{player} joga o mercado: guarda o evento do topo.</translation>
    </message>
    <message>
        <source>You look at {first} and {second}.</source>
        <translation>Você vê {first} e {second}.</translation>
    </message>
    <message>
        <source>{player} secured a market event face down.</source>
        <translation>{player} guardou um evento virado para baixo.</translation>
    </message>
    <message>
        <source>You secured {event}.</source>
        <translation>Você guardou {event}.</translation>
    </message>
    <message>
        <source>{player} drew Market Closed: the round ends at once.</source>
        <translation>{player} tirou Market Closed: a rodada termina na hora.</translation>
    </message>
    <message>
        <source>{player} puts the other event face down on the event discard pile.</source>
        <translation>{player} coloca o outro evento virado para baixo no descarte de eventos.</translation>
    </message>
    <message>
        <source>You put {event} face down on the event discard pile.</source>
        <translation>Você coloca {event} virado para baixo no descarte de eventos.</translation>
    </message>
    <message>
        <source>{player} plays {event}.</source>
        <translation>{player} joga {event}.</translation>
    </message>
    <message>
        <source>{player} plays the secured event {event}.</source>
        <translation>{player} joga o evento guardado {event}.</translation>
    </message>
    <message>
        <source>{event} has no effect: the round ended first.</source>
        <translation>{event} não tem efeito: a rodada terminou antes.</translation>
    </message>
    <message>
        <source>{company} splits: its value is now {worth}.</source>
        <translation>Split de {company}: o valor agora é {worth}.</translation>
    </message>
    <message>
        <source>{company} is frozen: the split is discarded without effect.</source>
        <translation>{company} está congelada: o split é descartado sem efeito.</translation>
    </message>
    <message>
        <source>{card} leaves the market.</source>
        <translation>{card} sai do mercado.</translation>
    </message>
    <message>
        <source>A split leaves {company}.</source>
        <translation>Um split sai de {company}.</translation>
    </message>
    <message>
        <source>{company} thaws.</source>
        <translation>{company} é descongelada.</translation>
    </message>
    <message>
        <source>{company} is frozen.</source>
        <translation>{company} é congelada.</translation>
    </message>
    <message>
        <source>{company} crashes: its value is now {worth}.</source>
        <translation>{company} quebra: o valor agora é {worth}.</translation>
    </message>
    <message>
        <source>{company} is worth 1: the crash changes nothing.</source>
        <translation>{company} vale 1: a quebra não muda nada.</translation>
    </message>
    <message>
        <source>{player} audits {company}: its value is now {worth}.</source>
        <translation>{player} audita {company}: o valor agora é {worth}.</translation>
    </message>
    <message>
        <source>{player} audits {company}: there is nothing to remove.</source>
        <translation>{player} audita {company}: não há nada a remover.</translation>
    </message>
    <message>
        <source>{player} takes {card} from the discard pile and shows it.</source>
        <translation>{player} pega {card} da pilha de descarte e a mostra.</translation>
    </message>
    <message>
        <source>{player} takes no more cards.</source>
        <translation>{player} não pega mais cartas.</translation>
    </message>
    <message>
        <source>{player} gains a stock option.</source>
        <translation>{player} ganha uma opção.</translation>
    </message>
    <message>
        <source>{player} loses a stock option.</source>
        <translation>{player} perde uma opção.</translation>
    </message>
    <message>
        <source>The supply is empty: {player} gains no stock option.</source>
        <translation>A reserva está vazia: {player} não ganha opção.</translation>
    </message>
    <message>
        <source>{player} uses a stock option to secure {card}.</source>
        <translation>{player} usa uma opção para guardar {card}.</translation>
    </message>
    <message>
        <source>{player} uses no more stock options.</source>
        <translation>{player} não usa mais opções.</translation>
    </message>
    <message>
        <source>The cards left in {player}&apos;s hand are discarded: {count}.</source>
        <translation>As cartas que restam na mão de {player} são descartadas: {count}.</translation>
    </message>
    <message>
        <source>{player} scores {points} points this round.</source>
        <translation>{player} marca {points} pontos nesta rodada.</translation>
    </message>
    <message>
        <source>{player} wins with {points} points.</source>
        <translation>{player} vence com {points} pontos.</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Comprar uma carta</translation>
    </message>
    <message>
        <source>Raise {company} to {value}</source>
        <translation>Aumentar {company} para {value}</translation>
    </message>
    <message>
        <source>Secure {card}</source>
        <translation>Guardar {card}</translation>
    </message>
    <message>
        <source>Play the market with option A: discard {card} and look at two events</source>
        <translation>Jogar o mercado com a opção A: descartar {card} e ver dois eventos</translation>
    </message>
    <message>
        <source>Play the market with option B: discard {card} and secure an event</source>
        <translation>Jogar o mercado com a opção B: descartar {card} e guardar um evento</translation>
    </message>
    <message>
        <source>Play {event}</source>
        <translation>Jogar {event}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Descartar {card}</translation>
    </message>
    <message>
        <source>Choose {event}</source>
        <translation>Escolher {event}</translation>
    </message>
    <message>
        <source>Choose {company}</source>
        <translation>Escolher {company}</translation>
    </message>
    <message>
        <source>Remove the highest share card</source>
        <translation>Remover a carta de ação mais alta</translation>
    </message>
    <message>
        <source>Remove a split</source>
        <translation>Remover um split</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Pegar {card}</translation>
    </message>
    <message>
        <source>Draw a share card</source>
        <translation>Comprar uma carta de ação</translation>
    </message>
    <message>
        <source>Raise a company</source>
        <translation>Aumentar o valor de uma empresa</translation>
    </message>
    <message>
        <source>Secure a certificate (then discard a card)</source>
        <translation>Guardar um certificado (depois descartar uma carta)</translation>
    </message>
    <message>
        <source>Play the market: discard a card, then A (look at two events, one takes effect) or B (secure one event)</source>
        <translation>Jogar o mercado: descartar uma carta, depois A (ver dois eventos, um tem efeito) ou B (guardar um evento)</translation>
    </message>
    <message>
        <source>Play a secured event</source>
        <translation>Jogar um evento guardado</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>Descartar uma carta</translation>
    </message>
    <message>
        <source>Choose the event that takes effect</source>
        <translation>Escolher o evento que terá efeito</translation>
    </message>
    <message>
        <source>Choose a company for the event</source>
        <translation>Escolher uma empresa para o evento</translation>
    </message>
    <message>
        <source>Choose what the audit removes</source>
        <translation>Escolher o que a auditoria remove</translation>
    </message>
    <message>
        <source>Take a card from the discard pile</source>
        <translation>Pegar uma carta da pilha de descarte</translation>
    </message>
    <message>
        <source>Take no more cards</source>
        <translation>Não pegar mais cartas</translation>
    </message>
    <message>
        <source>Secure a hand card with a stock option</source>
        <translation>Guardar uma carta da mão com uma opção</translation>
    </message>
    <message>
        <source>Use no more stock options</source>
        <translation>Não usar mais opções</translation>
    </message>
    <message>
        <source>Use an option on {card}</source>
        <translation>Usar uma opção em {card}</translation>
    </message>
    <message>
        <source>Use no more options</source>
        <translation>Não usar mais opções</translation>
    </message>
    <message>
        <source>Round {round} begins: you deal, the player to your left starts.</source>
        <translation>Começa a rodada {round}: você distribui, o jogador à sua esquerda começa.</translation>
    </message>
    <message>
        <source>You drew a card.</source>
        <translation>Você comprou uma carta.</translation>
    </message>
    <message>
        <source>You raised {company} to {value}.</source>
        <translation>Você aumentou {company} para {value}.</translation>
    </message>
    <message>
        <source>You secured a certificate: {card}.</source>
        <translation>Você guardou um certificado: {card}.</translation>
    </message>
    <message>
        <source>You discarded {card}.</source>
        <translation>Você descartou {card}.</translation>
    </message>
    <message>
        <source>You have no cards left in hand: the round ends.</source>
        <translation>Você não tem mais cartas na mão: a rodada termina.</translation>
    </message>
    <message>
        <source>You play the market: you look at the top two events.</source>
        <translation>Você joga o mercado: vê os dois eventos do topo.</translation>
    </message>
    <message>
        <source>You play the market: you secure the top event.</source>
        <translation>Você joga o mercado: guarda o evento do topo.</translation>
    </message>
    <message>
        <source>You secured a market event face down.</source>
        <translation>Você guardou um evento virado para baixo.</translation>
    </message>
    <message>
        <source>You drew Market Closed: the round ends at once.</source>
        <translation>Você tirou Market Closed: a rodada termina na hora.</translation>
    </message>
    <message>
        <source>You put the other event face down on the event discard pile.</source>
        <translation>Você coloca o outro evento virado para baixo no descarte de eventos.</translation>
    </message>
    <message>
        <source>You play {event}.</source>
        <translation>Você joga {event}.</translation>
    </message>
    <message>
        <source>You play the secured event {event}.</source>
        <translation>Você joga o evento guardado {event}.</translation>
    </message>
    <message>
        <source>You audit {company}: its value is now {worth}.</source>
        <translation>Você audita {company}: o valor agora é {worth}.</translation>
    </message>
    <message>
        <source>You audit {company}: there is nothing to remove.</source>
        <translation>Você audita {company}: não há nada a remover.</translation>
    </message>
    <message>
        <source>You take {card} from the discard pile and show it.</source>
        <translation>Você pega {card} da pilha de descarte e a mostra.</translation>
    </message>
    <message>
        <source>You take no more cards.</source>
        <translation>Você não pega mais cartas.</translation>
    </message>
    <message>
        <source>You gain a stock option.</source>
        <translation>Você ganha uma opção.</translation>
    </message>
    <message>
        <source>You lose a stock option.</source>
        <translation>Você perde uma opção.</translation>
    </message>
    <message>
        <source>The supply is empty: you gain no stock option.</source>
        <translation>A reserva está vazia: você não ganha opção.</translation>
    </message>
    <message>
        <source>You use a stock option to secure {card}.</source>
        <translation>Você usa uma opção para guardar {card}.</translation>
    </message>
    <message>
        <source>You use no more stock options.</source>
        <translation>Você não usa mais opções.</translation>
    </message>
    <message>
        <source>The cards left in your hand are discarded: {count}.</source>
        <translation>As cartas que restam na sua mão são descartadas: {count}.</translation>
    </message>
    <message>
        <source>You score {points} points this round.</source>
        <translation>Você marca {points} pontos nesta rodada.</translation>
    </message>
    <message>
        <source>You win with {points} points.</source>
        <translation>Você vence com {points} pontos.</translation>
    </message>
</context>
<context>
    <name>TakeStockTable</name>
    <message>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <source>Round {round} is scored on this market. Close the score sheet to deal the next round.</source>
        <translation>A rodada {round} é pontuada com este mercado. Feche a folha de pontuação para distribuir a próxima rodada.</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Aguardando {name}…</translation>
    </message>
    <message>
        <source>Your turn: draw a share card (click the draw pile or press D).</source>
        <translation>Sua vez: compre uma carta de ação (clique na pilha de compra ou pressione D).</translation>
    </message>
    <message>
        <source>Drag a card onto its company to raise it, onto your certificates to secure it, or onto the discard pile to play the market. Secured events are played onto this centre area.</source>
        <translation>Arraste uma carta até a empresa dela para aumentar o valor, até seus certificados para guardá-la ou até a pilha de descarte para jogar o mercado. Eventos guardados são jogados nesta área central.</translation>
    </message>
    <message>
        <source>Drag it onto the discard pile or double-click it.</source>
        <translation>Arraste-a até a pilha de descarte ou clique duas vezes nela.</translation>
    </message>
    <message>
        <source>Click the event that takes effect; the other one is discarded face down.</source>
        <translation>Clique no evento que terá efeito; o outro é descartado virado para baixo.</translation>
    </message>
    <message>
        <source>Stock Audit: click the company to audit (or press 1-5).</source>
        <translation>Stock Audit: clique na empresa a auditar (ou pressione 1-5).</translation>
    </message>
    <message>
        <source>Stock Freeze: click a company to freeze or thaw it (or press 1-5).</source>
        <translation>Stock Freeze: clique em uma empresa para congelá-la ou descongelá-la (ou pressione 1-5).</translation>
    </message>
    <message>
        <source>Stock Audit: remove the highest share card or a split?</source>
        <translation>Stock Audit: remover a carta de ação mais alta ou um split?</translation>
    </message>
    <message>
        <source>Insider Trading: click up to three {company} cards to take from the discard pile, then Done.</source>
        <translation>Insider Trading: clique em até três cartas de {company} para pegar da pilha de descarte e depois em Concluído.</translation>
    </message>
    <message>
        <source>Round end: click hand cards to secure them with a stock option each, then Done.</source>
        <translation>Fim da rodada: clique em cartas da mão para guardá-las com uma opção cada e depois em Concluído.</translation>
    </message>
    <message>
        <source>You secured a certificate: discard a card.</source>
        <translation>Você guardou um certificado: descarte uma carta.</translation>
    </message>
    <message>
        <source>You played a secured event: discard a card.</source>
        <translation>Você jogou um evento guardado: descarte uma carta.</translation>
    </message>
    <message>
        <source>Insider Trading: discard a card for each card you took.</source>
        <translation>Insider Trading: descarte uma carta para cada carta que você pegou.</translation>
    </message>
    <message>
        <source>Market Downturn: discard a card.</source>
        <translation>Market Downturn: descarte uma carta.</translation>
    </message>
    <message>
        <source>Discard a card.</source>
        <translation>Descarte uma carta.</translation>
    </message>
    <message>
        <source>A: look at two events, apply one</source>
        <translation>A: ver dois eventos e aplicar um</translation>
    </message>
    <message>
        <source>B: secure one event</source>
        <translation>B: guardar um evento</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>{company}
value {value}</source>
        <translation>{company}
valor {value}</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Rodada {n}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Round {n} scored</source>
        <translation>Pontuação da rodada {n}</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Pontuação final</translation>
    </message>
    <message>
        <source>draw a share card</source>
        <translation>compre uma carta de ação</translation>
    </message>
    <message>
        <source>raise, secure or play the market</source>
        <translation>aumente, guarde ou jogue o mercado</translation>
    </message>
    <message>
        <source>discard a card</source>
        <translation>descarte uma carta</translation>
    </message>
    <message>
        <source>choose one of the two events</source>
        <translation>escolha um dos dois eventos</translation>
    </message>
    <message>
        <source>pick a company</source>
        <translation>escolha uma empresa</translation>
    </message>
    <message>
        <source>remove a share card or a split</source>
        <translation>remova uma carta de ação ou um split</translation>
    </message>
    <message>
        <source>take cards, then Done</source>
        <translation>pegue cartas e depois Concluído</translation>
    </message>
    <message>
        <source>use stock options, then Done</source>
        <translation>use opções e depois Concluído</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jogador {n}</translation>
    </message>
    <message>
        <source>{name}, an opponent: what they hold is shown in this panel.</source>
        <translation>{name}, um adversário: este painel mostra o que ele tem.</translation>
    </message>
    <message>
        <source>{n} pts</source>
        <translation>{n} pts</translation>
    </message>
    <message>
        <source>The points {name} scored in the rounds so far.</source>
        <translation>Os pontos que {name} fez nas rodadas até agora.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carta na mão</numerusform>
            <numerusform>%n cartas na mão</numerusform>
        </translation>
    </message>
    <message>
        <source>Share cards, hidden from you until they are played.</source>
        <translation>Cartas de ação, ocultas até serem jogadas.</translation>
    </message>
    <message>
        <source>hand: {n}</source>
        <translation>mão: {n}</translation>
    </message>
    <message>
        <source>{n} secured events</source>
        <translation>{n} eventos guardados</translation>
    </message>
    <message>
        <source>Events kept face down from playing the market (option B); played later on a turn of their own.</source>
        <translation>Eventos guardados virados para baixo ao jogar o mercado (opção B); jogados depois, numa vez própria.</translation>
    </message>
    <message>
        <source>events: {n}</source>
        <translation>eventos: {n}</translation>
    </message>
    <message>
        <source>{n} stock options</source>
        <translation>{n} opções</translation>
    </message>
    <message>
        <source>At the round&apos;s end each stock option secures one card of the hand as a certificate.</source>
        <translation>No fim da rodada, cada opção guarda uma carta da mão como certificado.</translation>
    </message>
    <message>
        <source>options: {n}</source>
        <translation>opções: {n}</translation>
    </message>
    <message>
        <source>no certificates</source>
        <translation>nenhum certificado</translation>
    </message>
    <message>
        <source>Certificates are cards laid in front of a player: at each round&apos;s end every share scores its company&apos;s value.</source>
        <translation>Certificados são cartas na frente de um jogador: no fim de cada rodada, cada ação vale o valor da sua empresa.</translation>
    </message>
    <message numerus="yes">
        <source>{company}: cards {values}, %n share(s)</source>
        <translation>
            <numerusform>{company}: cartas {values}, %n ação</numerusform>
            <numerusform>{company}: cartas {values}, %n ações</numerusform>
        </translation>
    </message>
    <message>
        <source>Certificates of {name}: each share scores the company&apos;s value at the round&apos;s end.</source>
        <translation>Certificados de {name}: cada ação vale o valor da empresa no fim da rodada.</translation>
    </message>
    <message>
        <source>The top card&apos;s value times the splits: at each round&apos;s end every share of {company} scores it. Drop a {company} card on this row to raise it.</source>
        <translation>Valor da carta de cima vezes os splits: no fim de cada rodada, cada ação da {company} vale isso. Solte uma carta da {company} nesta fileira para aumentar o valor.</translation>
    </message>
    <message>
        <source>{top} × {m}</source>
        <translation>{top} × {m}</translation>
    </message>
    <message>
        <source>top card {top}</source>
        <translation>topo: {top}</translation>
    </message>
    <message>
        <source>The top card: it sets the value of {company}.</source>
        <translation>A carta de cima: ela define o valor da {company}.</translation>
    </message>
    <message>
        <source>A card raised on {company} before the top one.</source>
        <translation>Uma carta jogada na {company} antes da de cima.</translation>
    </message>
    <message>
        <source>Split: the value is multiplied by {m}</source>
        <translation>Split: o valor é multiplicado por {m}</translation>
    </message>
    <message>
        <source>Frozen: no raises, splits or audits until thawed</source>
        <translation>Congelada: sem aumentos, splits ou auditorias até descongelar</translation>
    </message>
    <message>
        <source>FROZEN</source>
        <translation>CONGELADA</translation>
    </message>
    <message>
        <source>{company}: value {value}</source>
        <translation>{company}: valor {value}</translation>
    </message>
    <message>
        <source>Share draw pile: click or press D to draw</source>
        <translation>Pilha de compra de ações: clique ou pressione D para comprar</translation>
    </message>
    <message>
        <source>Draw {n}</source>
        <translation>Compra {n}</translation>
    </message>
    <message>
        <source>Share discard pile: drop a card here to play the market or to discard it</source>
        <translation>Pilha de descarte de ações: solte uma carta aqui para jogar o mercado ou para descartá-la</translation>
    </message>
    <message>
        <source>Discard {n}</source>
        <translation>Descarte {n}</translation>
    </message>
    <message>
        <source>Market event deck</source>
        <translation>Baralho de eventos</translation>
    </message>
    <message>
        <source>Playing the market draws events from it: option A looks at two and applies one, option B secures one for later.</source>
        <translation>Jogar o mercado compra eventos daqui: a opção A olha dois e aplica um, a opção B guarda um para depois.</translation>
    </message>
    <message>
        <source>Events {n}</source>
        <translation>Eventos {n}</translation>
    </message>
    <message>
        <source>Event discard pile (face down)</source>
        <translation>Descarte de eventos (virado para baixo)</translation>
    </message>
    <message>
        <source>Events applied, and those looked at and not chosen.</source>
        <translation>Eventos aplicados e os que foram vistos e não escolhidos.</translation>
    </message>
    <message>
        <source>Used {n}</source>
        <translation>Usados {n}</translation>
    </message>
    <message>
        <source>Share cards left in the draw pile; when it runs out the discard pile is shuffled into it.</source>
        <translation>Cartas de ação na pilha de compra; quando ela acaba, a pilha de descarte é embaralhada para formar outra.</translation>
    </message>
    <message>
        <source>Round {r}/{n}</source>
        <translation>Rodada {r}/{n}</translation>
    </message>
    <message>
        <source>The game lasts {n} rounds; the certificates are scored at the end of each.</source>
        <translation>O jogo dura {n} rodadas; os certificados são pontuados no fim de cada uma.</translation>
    </message>
    <message>
        <source>Who decides now (in a Market Downturn or the round-end stock options, not always the player whose turn it is).</source>
        <translation>Quem decide agora (num Market Downturn ou nas opções de fim de rodada, nem sempre o jogador da vez).</translation>
    </message>
    <message>
        <source>Turn:</source>
        <translation>Vez:</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <source>The Stock Option Gained and Lost events move tokens between the supply and the players.</source>
        <translation>Os eventos Stock Option Gained e Lost movem fichas entre a reserva e os jogadores.</translation>
    </message>
    <message>
        <source>Supply:</source>
        <translation>Reserva:</translation>
    </message>
    <message>
        <source>Stock options in the supply</source>
        <translation>Opções na reserva</translation>
    </message>
    <message>
        <source>Your certificates: drop a card here to secure it</source>
        <translation>Seus certificados: solte uma carta aqui para guardá-la</translation>
    </message>
    <message>
        <source>Your certificates</source>
        <translation>Seus certificados</translation>
    </message>
    <message>
        <source>Certificates of {name}</source>
        <translation>Certificados de {name}</translation>
    </message>
    <message>
        <source>At each round&apos;s end every share here scores its company&apos;s value. You may hold no more certificates than the longest company row has cards.</source>
        <translation>No fim de cada rodada, cada ação aqui vale o valor da sua empresa. Você não pode ter mais certificados do que a fileira mais longa tem cartas.</translation>
    </message>
    <message numerus="yes">
        <source>{company}: %n share(s), worth {p} points at today&apos;s value</source>
        <translation>
            <numerusform>{company}: %n ação, valendo {p} pontos pelo valor atual</numerusform>
            <numerusform>{company}: %n ações, valendo {p} pontos pelo valor atual</numerusform>
        </translation>
    </message>
    <message>
        <source>1 share</source>
        <translation>1 ação</translation>
    </message>
    <message>
        <source>{n} shares</source>
        <translation>{n} ações</translation>
    </message>
    <message>
        <source>= {p} pts</source>
        <translation>= {p} pts</translation>
    </message>
    <message>
        <source>Drop a card here to secure it</source>
        <translation>Solte uma carta aqui para guardá-la</translation>
    </message>
    <message>
        <source>Drag a card onto its company to raise it, onto your certificates to secure it, or onto the discard pile to play the market.</source>
        <translation>Arraste uma carta até a empresa dela para aumentar o valor, até seus certificados para guardá-la, ou até o descarte para jogar o mercado.</translation>
    </message>
    <message>
        <source>Share cards in the hand of {name}.</source>
        <translation>Cartas de ação na mão de {name}.</translation>
    </message>
    <message>
        <source>Your hand ({n})</source>
        <translation>Sua mão ({n})</translation>
    </message>
    <message>
        <source>Hand of {name} ({n})</source>
        <translation>Mão de {name} ({n})</translation>
    </message>
    <message>
        <source>A share card in the hand of {name} (hidden)</source>
        <translation>Uma carta de ação na mão de {name} (oculta)</translation>
    </message>
    <message>
        <source>Your place at the table</source>
        <translation>Seu lugar à mesa</translation>
    </message>
    <message>
        <source>The place of {name}</source>
        <translation>O lugar de {name}</translation>
    </message>
    <message>
        <source>Your stock options</source>
        <translation>Suas opções</translation>
    </message>
    <message>
        <source>× {n} stock options</source>
        <translation>× {n} opções</translation>
    </message>
    <message>
        <source>Events kept face down from playing the market (option B); drag one to the centre, or double-click it, to play it on your turn.</source>
        <translation>Eventos guardados virados para baixo ao jogar o mercado (opção B); arraste um até o centro, ou clique duas vezes nele, para jogá-lo na sua vez.</translation>
    </message>
    <message>
        <source>Secured events ({n})</source>
        <translation>Guardados ({n})</translation>
    </message>
    <message>
        <source>A secured event (hidden)</source>
        <translation>Um evento guardado (oculto)</translation>
    </message>
    <message>
        <source>Drag to the centre or double-click to play it.</source>
        <translation>Arraste para o centro ou clique duas vezes para jogá-lo.</translation>
    </message>
    <message>
        <source>Highest share card</source>
        <translation>Carta de ação mais alta</translation>
    </message>
    <message>
        <source>Drop a secured event here to play it.</source>
        <translation>Solte aqui um evento guardado para jogá-lo.</translation>
    </message>
    <message>
        <source>Discard the audited company&apos;s highest share card.</source>
        <translation>Descartar a carta de ação mais alta da empresa auditada.</translation>
    </message>
    <message>
        <source>A split</source>
        <translation>Um split</translation>
    </message>
    <message>
        <source>Discard one of the audited company&apos;s splits.</source>
        <translation>Descartar um dos splits da empresa auditada.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Concluído</translation>
    </message>
    <message>
        <source>First select a card of your hand with ← → (or click it).</source>
        <translation>Primeiro escolha uma carta da sua mão com ← → (ou clique nela).</translation>
    </message>
    <message>
        <source>First select one of your secured events with ← → (or click it).</source>
        <translation>Primeiro escolha um dos seus eventos guardados com ← → (ou clique nele).</translation>
    </message>
    <message>
        <source>Discard a {card} card and play the market: A looks at two events and applies one, B secures one event for later.</source>
        <translation>Descartar uma carta {card} e jogar o mercado: A vê dois eventos e aplica um, B guarda um evento para depois.</translation>
    </message>
    <message>
        <source>raise the company of the selected card</source>
        <translation>aumentar o valor da empresa da carta escolhida</translation>
    </message>
    <message>
        <source>secure the selected card as a certificate</source>
        <translation>guardar a carta escolhida como certificado</translation>
    </message>
    <message>
        <source>play the market with the selected card (A or B)</source>
        <translation>jogar o mercado com a carta escolhida (A ou B)</translation>
    </message>
    <message>
        <source>discard the selected card</source>
        <translation>descartar a carta escolhida</translation>
    </message>
    <message>
        <source>play the selected secured event</source>
        <translation>jogar o evento guardado escolhido</translation>
    </message>
    <message>
        <source>use a stock option on the selected card</source>
        <translation>usar uma opção na carta escolhida</translation>
    </message>
    <message>
        <source>pick a company (Stock Audit, Stock Freeze)</source>
        <translation>escolher uma empresa (Stock Audit, Stock Freeze)</translation>
    </message>
    <message>
        <source>done (taking cards, stock options)</source>
        <translation>concluído (pegar cartas, opções)</translation>
    </message>
    <message>
        <source>Take no more cards (then discard as many as you took).</source>
        <translation>Não pegar mais cartas (depois descarte tantas quantas pegou).</translation>
    </message>
    <message>
        <source>Use no more stock options: the rest of the hand is discarded.</source>
        <translation>Não usar mais opções: o resto da mão é descartado.</translation>
    </message>
    <message>
        <source>What happens now. Press ? for the mouse and keyboard controls.</source>
        <translation>O que acontece agora. Pressione ? para ver os controles de mouse e teclado.</translation>
    </message>
    <message>
        <source>An event {name} looks at (hidden)</source>
        <translation>Um evento que {name} está vendo (oculto)</translation>
    </message>
    <message>
        <source>Click to apply this event; the other is discarded face down.</source>
        <translation>Clique para aplicar este evento; o outro é descartado virado para baixo.</translation>
    </message>
    <message>
        <source>Insider Trading: a card of the company on the discard pile; click to take it (three at most).</source>
        <translation>Insider Trading: uma carta da empresa na pilha de descarte; clique para pegá-la (no máximo três).</translation>
    </message>
    <message>
        <source>What the last opponent did.</source>
        <translation>O que o último adversário fez.</translation>
    </message>
    <message>
        <source>A {card} card can only raise {company}.</source>
        <translation>Uma carta {card} só pode aumentar {company}.</translation>
    </message>
</context>
</TS>
